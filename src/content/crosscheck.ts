/**
 * Checks that span files: unique slugs, links that resolve to a route and an anchor, images
 * that exist, article chains that agree, case studies that match their industries.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { displayPath, type LoadResult, type SiteContent } from './load.ts';
import type { Problem } from './problems.ts';
import { buildRouteTable, findRoute, type Route } from './routes.ts';

/** A problem located at a link or image reference (without the reference's own fields). */
function problemAt(ref: { file: string; line: number; column: number; field: string }) {
  return { file: ref.file, line: ref.line, column: ref.column, field: ref.field };
}

export function defaultPublicDir(): string {
  return path.resolve(process.env.PUBLIC_DIR ?? 'public');
}

function duplicates<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return true;
    seen.add(k);
    return false;
  });
}

export function crossCheck(result: LoadResult, publicDir = defaultPublicDir()): Problem[] {
  const problems: Problem[] = [];
  const { content } = result;

  for (const ref of result.images) {
    if (!/^\/images\//.test(ref.url)) {
      problems.push({
        ...problemAt(ref),
        message: `image "${ref.url}" must be a file under public/images, written as /images/….`,
      });
      continue;
    }
    if (!existsSync(path.join(publicDir, decodeURIComponent(ref.url)))) {
      problems.push({
        ...problemAt(ref),
        message: `image "${ref.url}" does not exist. Add the file to public${ref.url} or fix the path.`,
      });
    }
  }

  // Without complete content there is no route table; links are checked on the next run.
  if (!content) return problems;
  const fileOf = (name: string) => displayPath(path.join(result.contentDir, name));
  problems.push(...checkEntries(content, positioner(result.locate), fileOf));
  const routes = buildRouteTable(content);
  problems.push(...checkLinks(result, routes));
  return problems;
}

type At = (file: string, field?: string) => Pick<Problem, 'file' | 'line' | 'column' | 'field'>;

/** Positions problems at `field` (e.g. `items[2].slug`) of `file`. */
function positioner(locate: LoadResult['locate']): At {
  return (file, field = '') => {
    const fieldPath = [...field.matchAll(/[^.[\]]+/g)].map((m) => (/^\d+$/.test(m[0]) ? Number(m[0]) : m[0]));
    return { file, ...locate(file, fieldPath), field };
  };
}

function checkEntries(content: SiteContent, at: At, fileOf: (name: string) => string): Problem[] {
  const problems: Problem[] = [];
  for (const [collection, items] of [
    ['services', content.services.items],
    ['industries', content.industries.items],
  ] as const) {
    for (const dup of duplicates<{ slug: string }>([...items], (i) => i.slug)) {
      const index = items.findLastIndex((i) => i.slug === dup.slug);
      problems.push({
        ...at(fileOf(`${collection}.yaml`), `items[${index}].slug`),
        message: `slug "${dup.slug}" is used twice. Every ${collection === 'services' ? 'service' : 'industry'} needs its own slug.`,
      });
    }
  }

  const caseStudyIndustries = new Set(
    content.industries.items.filter((i) => i.status === 'case-study').map((i) => i.slug),
  );
  for (const study of content.caseStudies) {
    const fileSlug = path.basename(study.file, '.yaml');
    if (study.slug !== fileSlug)
      problems.push({
        ...at(study.file, 'slug'),
        message: `is "${study.slug}" but the file is named ${fileSlug}.yaml. Rename the file or fix the slug.`,
      });
    if (!caseStudyIndustries.has(study.slug))
      problems.push({
        ...at(study.file, 'slug'),
        message: `"${study.slug}" is not an industry with status case-study in content/industries.yaml.`,
      });
  }
  for (const slug of caseStudyIndustries) {
    const index = content.industries.items.findIndex((i) => i.slug === slug);
    if (!content.caseStudies.some((s) => s.slug === slug))
      problems.push({
        ...at(fileOf('industries.yaml'), `items[${index}].status`),
        message: `industry "${slug}" has status case-study but content/case-studies/${slug}.yaml does not exist.`,
      });
  }

  const serviceSlugs = new Set(content.services.items.map((s) => s.slug));
  const industrySlugs = new Set(content.industries.items.map((i) => i.slug));
  content.notFound.services.forEach((s, i) => {
    if (!serviceSlugs.has(s))
      problems.push({
        ...at(fileOf('not-found.yaml'), `services[${i}]`),
        message: `"${s}" is not a service slug. Allowed: ${[...serviceSlugs].join(', ')}.`,
      });
  });
  content.notFound.industries.forEach((s, i) => {
    if (!industrySlugs.has(s))
      problems.push({
        ...at(fileOf('not-found.yaml'), `industries[${i}]`),
        message: `"${s}" is not an industry slug. Allowed: ${[...industrySlugs].join(', ')}.`,
      });
  });

  const { hero } = content.home;
  if (!hero.title.includes(hero.highlight))
    problems.push({
      ...at(fileOf('home.yaml'), 'hero.highlight'),
      message: `"${hero.highlight}" does not appear in hero.title. The highlight must be part of the headline.`,
    });

  problems.push(...checkArticleChain(content, at));
  return problems;
}

/** previous/next must point at existing articles, and each link must be answered by the other side. */
function checkArticleChain(content: SiteContent, at: At): Problem[] {
  const problems: Problem[] = [];
  const bySlug = new Map(content.posts.map((p) => [p.slug, p]));
  for (const post of content.posts) {
    for (const [field, opposite] of [
      ['next', 'previous'],
      ['previous', 'next'],
    ] as const) {
      const target = post[field];
      if (!target) continue;
      const other = bySlug.get(target);
      if (!other) {
        problems.push({
          ...at(post.file, field),
          message: `"${target}" is not an article. Use the file name of a post in content/blog without .md, or null.`,
        });
      } else if (other[opposite] !== post.slug) {
        problems.push({
          ...at(post.file, field),
          message: `points to "${target}", but ${other.file} has ${opposite}: ${other[opposite] ?? 'null'}. Both articles must point at each other.`,
        });
      } else if (other.draft && !post.draft) {
        problems.push({
          ...at(post.file, field),
          message: `points to the draft "${target}", which is left out of the live site. Publish it or change ${field}.`,
        });
      }
    }
  }
  return problems;
}

function checkLinks(result: LoadResult, routes: Route[]): Problem[] {
  const problems: Problem[] = [];
  for (const ref of result.links) {
    const { url } = ref;
    if (!url.startsWith('/') && !url.startsWith('#')) continue; // external, mailto:, tel:
    if (url.startsWith('//')) {
      problems.push({
        ...problemAt(ref),
        message: `link "${url}" is protocol-relative. Write https://… for other sites or /path for this one.`,
      });
      continue;
    }
    // A bare #anchor points into the page the Markdown file itself becomes.
    const ownRoute = url.startsWith('#')
      ? routes.find(
          (r) =>
            (r.kind === 'post' && ref.file.endsWith(`/blog/${r.slug}.md`)) ||
            (r.kind === 'legal' && ref.file.endsWith(`/legal/${r.slug}.md`)),
        )
      : undefined;
    const route = url.startsWith('#') ? ownRoute : findRoute(routes, url);
    if (!route) {
      if (!url.startsWith('#'))
        problems.push({
          ...problemAt(ref),
          message: `link "${url}" leads to no page of this site. Check the address against the site's pages (see CONTENT.md).`,
        });
      continue;
    }
    const fragment = url.includes('#') ? decodeURIComponent(url.slice(url.indexOf('#') + 1)) : '';
    if (fragment && !route.anchors.includes(fragment)) {
      problems.push({
        ...problemAt(ref),
        message: `link "${url}" points at #${fragment}, which does not exist on ${route.path}. Available: ${route.anchors.map((a) => `#${a}`).join(', ')}.`,
      });
    }
  }
  return problems;
}
