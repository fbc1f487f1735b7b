/**
 * Checks that span files: unique slugs and page addresses, links that resolve to a route and
 * an anchor, images that exist, article chains that agree, case studies that match their
 * industries, phone numbers that dial what they show. They run on whatever loaded, so that one
 * run lists every problem even while other files have problems of their own.
 */
import path from 'node:path';
import { entryChoices } from './choices.ts';
import {
  type DATA_FILES,
  displayPath,
  type LandingPage,
  type LoadResult,
  type PartialContent,
  type Post,
} from './load.ts';
import { localAddress, ownPath } from './own-links.ts';
import type { Problem } from './problems.ts';
import { checkRedirects } from './redirect-check.ts';
import { findRoute, RESERVED_PATHS, type Route, routeTable } from './routes.ts';
import { closest } from './suggest.ts';

/** A problem located at a link or image reference (without the reference's own fields). */
function problemAt(ref: { file: string; line: number; column: number; field: string }) {
  return { file: ref.file, line: ref.line, column: ref.column, field: ref.field };
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

export interface CrossCheckOptions {
  /** Whether this build gives a valid post or landing page a page (links to the others lead nowhere). */
  published: (entry: Post | LandingPage) => boolean;
  /** Whether a picture under /images/… exists (on the disk, or as the editor knows it). */
  imageExists: (url: string) => boolean;
}

export function crossCheck(result: LoadResult, options: CrossCheckOptions): Problem[] {
  const problems: Problem[] = [];

  for (const ref of result.images) {
    const local = localAddress(ref.url);
    if (local) {
      problems.push({ ...problemAt(ref), message: thisComputer('image', ref.url, local) });
      continue;
    }
    if (!/^\/images\//.test(ref.url)) {
      problems.push({
        ...problemAt(ref),
        message: `image "${ref.url}" must be a file under public/images, written as /images/….`,
      });
      continue;
    }
    if (!options.imageExists(ref.url)) {
      problems.push({
        ...problemAt(ref),
        message: `image "${ref.url}" does not exist. Add the file to public${ref.url} or fix the path.`,
      });
    }
  }

  const fileOf = (name: string) => displayPath(path.join(result.contentDir, name));
  const at = positioner(result.locate);
  problems.push(...checkEntries(result.partial, at, fileOf));
  problems.push(...checkChoices(result.partial, at, fileOf));
  const known = knownRoutes(result.partial, options.published);
  // A draft or scheduled entry has no page in this build but will have one: its address must be
  // free already (a landing page draft named about.yaml would replace /about in every preview).
  const addresses = knownRoutes(result.partial, () => true).routes;
  problems.push(...checkAddresses(addresses, at, fileOf));
  problems.push(...checkReservedAddresses(addresses, at, fileOf));
  problems.push(...checkLinks(result, known));
  if (result.partial.redirects) {
    const file = fileOf('redirects.yaml');
    const sourceOfRoute = (route: Route) => sourceOf(route, addresses, fileOf).file;
    const pages = { addresses, published: known.routes, sourceOf: sourceOfRoute };
    problems.push(...checkRedirects(result.partial.redirects, pages, (field) => at(file, field)));
  }
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

/** The pages that exist as far as the loaded files tell, and what they cannot tell. */
interface KnownRoutes {
  routes: Route[];
  /** Address prefixes whose pages depend on a file that failed: links there are not judged. */
  unknownPrefixes: string[];
  /** Pages whose own file failed: they exist, but their anchors are not known. */
  anchorsUnknown: Set<string>;
}

function knownRoutes(partial: PartialContent, published: (entry: Post | LandingPage) => boolean): KnownRoutes {
  const { unreadable } = partial;
  const routes = routeTable({
    services: partial.services?.items,
    industries: partial.industries?.items,
    posts: [...partial.posts.filter(published), ...unreadable.posts],
    postsPerPage: partial.blog?.postsPerPage,
    legal: [...partial.legal, ...unreadable.legal],
    landing: [...partial.landing.filter(published), ...unreadable.landing],
  });
  const unknownPrefixes: string[] = [];
  if (!partial.services) unknownPrefixes.push('/services/');
  if (!partial.industries) unknownPrefixes.push('/industries/');
  if (!partial.blog || unreadable.posts.length) unknownPrefixes.push('/blog/page/');
  const anchorsUnknown = new Set([
    ...unreadable.posts.map((p) => `/blog/${p.slug}`),
    ...unreadable.legal.map((p) => `/${p.slug}`),
    ...unreadable.landing.map((p) => `/${p.slug}`),
  ]);
  return { routes, unknownPrefixes, anchorsUnknown };
}

type DataFileName = (typeof DATA_FILES)[keyof typeof DATA_FILES]['file'];

/** Where a page comes from, for problems about its address. */
function sourceOf(route: Route, routes: Route[], fileOf: (name: string) => string): { file: string; field?: string } {
  const indexOf = (kinds: Route['kind'][]) => routes.filter((r) => kinds.includes(r.kind)).indexOf(route);
  switch (route.kind) {
    case 'service':
      return { file: fileOf('services.yaml'), field: `items[${indexOf(['service'])}].slug` };
    case 'case-study':
    case 'industry-coming-soon':
      return {
        file: fileOf('industries.yaml'),
        field: `items[${indexOf(['case-study', 'industry-coming-soon'])}].slug`,
      };
    case 'post':
      return { file: fileOf(`blog/${route.slug}.md`) };
    case 'legal':
      return { file: fileOf(`legal/${route.slug}.md`) };
    case 'landing':
      return { file: fileOf(`landing/${route.slug}.yaml`) };
    default:
      // Every other page is made from the data file named after its kind; the type checks that
      // each such name is one of DATA_FILES.
      return { file: fileOf(`${route.kind}.yaml` as const satisfies DataFileName) };
  }
}

/** Two pages on one address: the build would write one over the other and lose a page. */
function checkAddresses(routes: Route[], at: At, fileOf: (name: string) => string): Problem[] {
  const problems: Problem[] = [];
  const first = new Map<string, Route>();
  for (const route of routes) {
    const earlier = first.get(route.path);
    if (!earlier) {
      first.set(route.path, route);
      continue;
    }
    // Slugs repeated within one list have their own message.
    if (earlier.kind === route.kind) continue;
    const source = sourceOf(route, routes, fileOf);
    const other = sourceOf(earlier, routes, fileOf);
    const fix =
      route.kind === 'legal' || route.kind === 'post' || route.kind === 'landing'
        ? `Rename ${path.basename(source.file)} so that it gets an address of its own.`
        : 'Give it a slug of its own.';
    problems.push({
      ...at(source.file, source.field),
      message: `becomes the page ${route.path}, which ${other.file} already is. Two pages cannot share one address: one of them would silently disappear. ${fix}`,
    });
  }
  return problems;
}

/** A landing page on an address the site keeps for something else (/admin, /images, …). */
function checkReservedAddresses(routes: Route[], at: At, fileOf: (name: string) => string): Problem[] {
  return routes.flatMap((route) => {
    const what = RESERVED_PATHS[route.path];
    if (!what) return [];
    const source = sourceOf(route, routes, fileOf);
    return [
      {
        ...at(source.file, source.field),
        message: `becomes the page ${route.path}, an address the site keeps for ${what}: the two would clash. Rename ${path.basename(source.file)} so that it gets an address of its own.`,
      },
    ];
  });
}

/**
 * The entries other entries choose by name must exist (./choices.ts lists every such field; an
 * article's previous and next are held to more, by checkArticleChain).
 */
function checkChoices(partial: PartialContent, at: At, fileOf: (name: string) => string): Problem[] {
  const landing = new Set(partial.landing.map((page) => page.file));
  return (
    entryChoices(partial, fileOf)
      // A file that did not load cannot tell: its own problems come first.
      .filter(({ kind, value, known }) => kind !== 'post' && known && !known.includes(value))
      .map(({ file, field, value, known, what }) => {
        const hint = suggestion(value, known!, (x) => `"${x}"`);
        // A landing page quotes the names it may take; the data files list them as they are.
        const allowed = landing.has(file) ? known!.map((x) => `"${x}"`).join(', ') : known!.join(', ');
        return { ...at(file, field), message: `"${value}" is not ${what}.${hint} Allowed: ${allowed}.` };
      })
  );
}

function checkEntries(partial: PartialContent, at: At, fileOf: (name: string) => string): Problem[] {
  const problems: Problem[] = [];
  const { services, industries, home, site } = partial;
  for (const [collection, items] of [
    ['services', services?.items],
    ['industries', industries?.items],
  ] as const) {
    if (!items) continue;
    for (const dup of duplicates<{ slug: string }>([...items], (i) => i.slug)) {
      const index = items.findLastIndex((i) => i.slug === dup.slug);
      problems.push({
        ...at(fileOf(`${collection}.yaml`), `items[${index}].slug`),
        message: `slug "${dup.slug}" is used twice. Every ${collection === 'services' ? 'service' : 'industry'} needs its own slug.`,
      });
    }
  }

  for (const study of partial.caseStudies) {
    const fileSlug = path.basename(study.file, '.yaml');
    if (study.slug !== fileSlug)
      problems.push({
        ...at(study.file, 'slug'),
        message: `is "${study.slug}" but the file is named ${fileSlug}.yaml: a case study is named after its industry’s address. Write slug: ${fileSlug}, or rename the file to ${study.slug}.yaml. To give the industry a new address, change its slug in content/industries.yaml instead (in /admin, Pages and settings › Industries renames its case study with it).`,
      });
  }
  if (industries) {
    const caseStudyIndustries = new Set(industries.items.filter((i) => i.status === 'case-study').map((i) => i.slug));
    for (const study of partial.caseStudies) {
      if (!caseStudyIndustries.has(study.slug))
        problems.push({
          ...at(study.file, 'slug'),
          message: `"${study.slug}" is not an industry with status case-study in content/industries.yaml.`,
        });
    }
    const studies = new Set([...partial.caseStudies, ...partial.unreadable.caseStudies].map((s) => s.slug));
    for (const slug of caseStudyIndustries) {
      const index = industries.items.findIndex((i) => i.slug === slug);
      if (!studies.has(slug))
        problems.push({
          ...at(fileOf('industries.yaml'), `items[${index}].status`),
          message: `industry "${slug}" has status case-study but content/case-studies/${slug}.yaml does not exist.`,
        });
    }
  }

  if (home && !home.hero.title.includes(home.hero.highlight))
    problems.push({
      ...at(fileOf('home.yaml'), 'hero.highlight'),
      message: `"${home.hero.highlight}" does not appear in hero.title. The highlight must be part of the headline.`,
    });

  site?.contact.phones.forEach((phone, i) => {
    const shown = phone.display.replace(/\D/g, '');
    const dialled = phone.tel.replace(/\D/g, '');
    // The display may leave out the country code (1 to 3 digits) that tel must carry.
    const agree =
      shown === dialled || (dialled.endsWith(shown) && dialled.length - shown.length <= 3 && shown.length >= 7);
    if (!agree)
      problems.push({
        ...at(fileOf('site.yaml'), `contact.phones[${i}].display`),
        message: `shows the digits ${shown || '(none)'}, but tel dials ${phone.tel}. Visitors read display and their phone dials tel: make both the same number.`,
      });
  });

  problems.push(...checkArticleChain(partial, at));
  return problems;
}

/** previous/next must point at existing articles, and each link must be answered by the other side. */
function checkArticleChain(partial: PartialContent, at: At): Problem[] {
  const problems: Problem[] = [];
  const bySlug = new Map(partial.posts.map((p) => [p.slug, p]));
  const unreadable = new Set(partial.unreadable.posts.map((p) => p.slug));
  for (const post of partial.posts) {
    for (const [field, opposite] of [
      ['next', 'previous'],
      ['previous', 'next'],
    ] as const) {
      const target = post[field];
      if (!target || unreadable.has(target)) continue;
      const other = bySlug.get(target);
      if (!other) {
        problems.push({
          ...at(post.file, field),
          message: `"${target}" is not an article.${suggestion(target, [...bySlug.keys()], (x) => `"${x}"`)} Use the file name of a post in content/blog without .md, or null.`,
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

/** ` Did you mean x?` or nothing. */
function suggestion(typed: string, candidates: readonly string[], show: (s: string) => string): string {
  const match = closest(typed, candidates);
  return match && match !== typed ? ` Did you mean ${show(match)}?` : '';
}

/** Why a link or picture on this computer (localhost, 127.0.0.1, …) is refused, with the path to write. */
function thisComputer(kind: 'link' | 'image', url: string, local: { host: string; path: string }): string {
  return `${kind} "${url}" leads to ${local.host}, the computer the page was edited on: a visitor's browser would look on their own computer. Write the path ${local.path} instead (a page of this site starts with /).`;
}

function checkLinks(result: LoadResult, known: KnownRoutes): Problem[] {
  const problems: Problem[] = [];
  const { routes } = known;
  const site = result.partial.site?.url;
  for (const ref of result.links) {
    const local = localAddress(ref.url);
    if (local) {
      problems.push({ ...problemAt(ref), message: thisComputer('link', ref.url, local) });
      continue;
    }
    // A link written with the site's own address leads to a page of this site: checked as one.
    const url = (site && ownPath(ref.url, [site])) || ref.url;
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
            (r.kind === 'legal' && ref.file.endsWith(`/legal/${r.slug}.md`)) ||
            (r.kind === 'landing' && ref.file.endsWith(`/landing/${r.slug}.yaml`)),
        )
      : undefined;
    const route = url.startsWith('#') ? ownRoute : findRoute(routes, url);
    const hashAt = url.indexOf('#');
    const address = hashAt === -1 ? url : url.slice(0, hashAt);
    if (!route) {
      if (url.startsWith('#') || known.unknownPrefixes.some((prefix) => address.startsWith(prefix))) continue;
      const near = closest(
        address,
        routes.map((r) => r.path),
      );
      problems.push({
        ...problemAt(ref),
        message: `link "${url}" leads to no page of this site.${near ? ` Did you mean ${near}${hashAt === -1 ? '' : url.slice(hashAt)}?` : " Check the address against the site's pages (see CONTENT.md)."}`,
      });
      continue;
    }
    if (known.anchorsUnknown.has(route.path)) continue;
    const fragment = hashAt === -1 ? '' : decodeURIComponent(url.slice(hashAt + 1));
    if (fragment && !route.anchors.includes(fragment)) {
      const near = closest(fragment, route.anchors);
      problems.push({
        ...problemAt(ref),
        message: `link "${url}" points at #${fragment}, which does not exist on ${route.path}.${near ? ` Did you mean #${near}?` : ''} Available: ${route.anchors.map((a) => `#${a}`).join(', ')}.`,
      });
    }
  }
  return problems;
}
