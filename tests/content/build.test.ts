/**
 * `npm run build` (scripts/build/site.ts) over the small fixture: every route of the route table
 * becomes an HTML page with one h1, a title, a description and a canonical; invalid content
 * and missing Supabase settings stop the build before anything is written.
 *
 * OUT_DIR lies inside the repository (tests/content/.tmp/, ignored by .gitignore's `.tmp/`):
 * Vike cannot build into a folder outside the project root (see the report of this suite).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { writeNotifySettings } from '../../scripts/build/notify-settings.ts';
import { startTags } from '../../scripts/checks/html.ts';
import { checkLinks, formatLinkProblem } from '../../scripts/checks/links.ts';
import { checkContent } from '../../src/content/index.ts';
import { searchKindOf } from '../../src/content/routes.ts';
import { siteOrigin } from '../../src/lib/seo.ts';
import { robotsTxt, rssXml, sitemapXml } from '../../src/lib/site-files.ts';
import { fileForRoutePath, listHtmlFiles } from '../../src/lib/site-paths.ts';
import { PAGES } from '../../src/pages/by-kind.ts';
import { SETTINGS_DIGEST_PATH, settingsDigest } from '../../supabase/functions/_shared/notify/settings-digest.ts';
import type { NotifySettings } from '../../supabase/functions/_shared/notify/types.ts';
import { nameFromRepo, runScript } from './cli.ts';
import { cleanupFixtures, PUBLIC_DIR, positionOf, REPO_ROOT, replaceOnce, withFixture } from './fixture.ts';
import { joinedWords, readSearchIndex } from './search-index.ts';
import { SERVER_SECRETS, SUPABASE, sharedBuilds } from './shared-build.ts';

const OUT_PARENT = path.join(REPO_ROOT, 'tests/content/.tmp');
const outDirs: string[] = [];
function freshOutDir(): string {
  mkdirSync(OUT_PARENT, { recursive: true });
  const dir = mkdtempSync(path.join(OUT_PARENT, 'build-'));
  outDirs.push(dir);
  return dir;
}

afterAll(() => {
  cleanupFixtures();
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
  if (existsSync(OUT_PARENT) && readdirSync(OUT_PARENT).length === 0) rmSync(OUT_PARENT, { recursive: true });
});

/** The built site's files (relative paths) whose bytes hold the value. */
function filesHolding(dist: string, value: string): string[] {
  const needle = Buffer.from(value);
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).includes(needle))
    .map((file) => path.relative(dist, file));
}

describe('build of the fixture', () => {
  // The run's shared build of the fixture (tests/content/shared-build.ts: the fixture with a
  // landing page, a scheduled post and a draft, the server's secrets in its environment).
  it('writes every route of the route table as a complete HTML page, plus sitemap, robots.txt and feed', async () => {
    const { contentDir, live: r } = sharedBuilds();
    expect(r.status, r.stderr + r.stdout).toBe(0);
    expect(r.stdout).toContain('✓ Built 22 pages into');
    // A few lines per phase, none per file written (Vite and Vike print one per file otherwise).
    expect(r.stdout).not.toMatch(/index\.html|\.js\b|\.css\b/);
    expect(r.stdout.trim().split('\n').length).toBeLessThanOrEqual(12);

    const { content, routes } = checkContent({ contentDir: contentDir, publicDir: PUBLIC_DIR });
    if (!content) throw new Error('fixture invalid');
    const origin = siteOrigin(content, '');
    const dist = r.dist;

    // Exactly the pages of the route table, nothing else.
    // Every page of the route table, and the editor at /admin beside them.
    expect(listHtmlFiles(dist)).toEqual([...routes.map((r) => fileForRoutePath(r.path)), 'admin/index.html'].sort());
    expect(readFileSync(path.join(dist, 'admin', 'config.yml'), 'utf8')).toContain('collections:');
    // The editor reads the same configuration as JSON.
    expect(JSON.parse(readFileSync(path.join(dist, 'admin', 'config.json'), 'utf8'))).toEqual(
      parse(readFileSync(path.join(dist, 'admin', 'config.yml'), 'utf8')),
    );
    // booking.ctas: the consultation buttons lead to the booking page in the page's own HTML.
    const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(home).toContain('href="https://booking.example.com/lakeshore/consultation"');
    expect(home).not.toMatch(/<a [^>]*class="btn-primary[^"]*"[^>]*href="\/contact"/);

    for (const route of routes) {
      const html = readFileSync(path.join(dist, fileForRoutePath(route.path)), 'utf8');
      const { meta } = PAGES[route.kind].data({ content, route, routes, origin });
      const tags = startTags(html);
      const named = (name: string, test: (attrs: Record<string, string>) => boolean = () => true) =>
        tags.filter((t) => t.name === name && test(t.attrs));
      expect(named('h1'), `${route.path}: <h1`).toHaveLength(1);
      expect(
        named('title').map((t) => t.text),
        `${route.path}: <title>`,
      ).toEqual([meta.title]);
      expect(
        named('meta', (a) => a.name === 'description').map((t) => t.attrs.content),
        `${route.path}: meta description`,
      ).toEqual([meta.description]);
      const canonicals = named('link', (a) => a.rel === 'canonical').map((t) => t.attrs.href);
      if (route.kind === 'not-found') expect(canonicals, '404: no canonical').toEqual([]);
      else expect(canonicals, `${route.path}: canonical`).toEqual([meta.canonical]);
      expect(
        named('meta', (a) => a.name === 'robots' && /^noindex\b/.test(a.content ?? '')),
        `${route.path}: noindex`,
      ).toHaveLength(route.indexable ? 0 : 1);
      expect(html.startsWith('<!DOCTYPE html>'), `${route.path}: doctype`).toBe(true);
      // A page's data stays on the server: no page loads Vike's client runtime, which would
      // write its pageContext (the data too, Vike's passToClient) into the HTML.
      expect(html, `${route.path}: Vike's pageContext`).not.toContain('vike_pageContext');
    }

    expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toBe(sitemapXml(routes, origin));
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toBe(robotsTxt(origin));
    expect(readFileSync(path.join(dist, 'rss.xml'), 'utf8')).toBe(rssXml(content, origin));
    // The redirects of content/redirects.yaml, for every host, and none of their old addresses a page.
    const redirectsFile = readFileSync(path.join(dist, '_redirects'), 'utf8');
    expect(redirectsFile).toContain('\n/blog/old-first-steps /blog/first-steps 301\n/spring-offer /services 302\n');
    expect(redirectsFile).toContain('\n/blog/withdrawn /404.html 410\n');
    const vercel = JSON.parse(readFileSync(path.join(dist, 'vercel.json'), 'utf8')) as { redirects: unknown[] };
    expect(vercel.redirects).toEqual([
      { source: '/blog/old-first-steps', destination: '/blog/first-steps', statusCode: 301 },
      { source: '/spring-offer', destination: '/services', statusCode: 302 },
    ]);
    expect(existsSync(path.join(dist, 'blog/old-first-steps.html'))).toBe(false);
    expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).not.toContain('old-first-steps');
    expect(origin).toBe('https://www.example.com');
    // The digest of the e-mail settings this content makes: the same as that of the settings.json
    // `npm run notify:settings` writes for the function from the same content (its health check
    // compares the two). Only the digest is published: no inbox, no text of the e-mails.
    const published = readFileSync(path.join(dist, SETTINGS_DIGEST_PATH), 'utf8');
    // Written beside the build, never into it: the shared build is read-only.
    const settingsFile = path.join(freshOutDir(), 'settings.json');
    writeNotifySettings(undefined, settingsFile, { contentDir, publicDir: PUBLIC_DIR });
    const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as NotifySettings;
    expect(JSON.parse(published)).toEqual({ sha256: await settingsDigest(settings) });
    expect(published).not.toContain('@');
    // No server secret of the build's environment is in any file of the site (the scan finds
    // what the build does put in: the public key the pages send with every request).
    expect(filesHolding(dist, SUPABASE.VITE_SUPABASE_ANON_KEY)).not.toEqual([]);
    for (const [name, value] of Object.entries(SERVER_SECRETS)) expect(filesHolding(dist, value), name).toEqual([]);
    // Links, anchors and images hold, and no page has inline code the security policy blocks.
    expect(checkLinks(dist).problems.map(formatLinkProblem)).toEqual([]);

    // Site search: the pages of the kinds search finds, under their addresses, with the words of
    // their main content only: no header, footer, cookie banner, form, or call to action.
    const indexed = readSearchIndex(dist);
    expect(indexed.map((page) => page.url)).toEqual(
      routes
        .filter((route) => searchKindOf(route))
        .map((route) => route.path)
        .sort(),
    );
    expect(indexed.find((page) => page.url === '/blog/first-steps')?.meta).toMatchObject({
      title: 'First Steps with AI Automation',
      kind: content.search.kinds.article,
    });
    const study = content.caseStudies[0]!;
    const leftOut = [
      content.site.skipLinkLabel,
      content.site.header.cta.label,
      content.site.footer.newsletter.title,
      content.site.cookieBanner.text,
      'Lakeshore AI Automation LLC',
      study.demo.button,
      study.demo.waiting,
      study.closing.cta.label,
      content.blog.backToBlog,
    ];
    for (const page of indexed) {
      expect(page.content.length, page.url).toBeGreaterThan(100);
      // Block boundaries are spaces: no figure's value joined to its label ("Launch48hrs"), no
      // list item to the next. A lower-case letter then a capital or a figure is two words joined.
      expect(joinedWords(page.content), page.url).toEqual([]);
      for (const text of leftOut) expect(page.content, `${page.url}: ${text}`).not.toContain(text);
    }

    // What visitors get: readable snapshots of a few pages and a determinism check live in
    // tests/content/site-snapshots.test.ts, on this same build.
  });

  it('leaves no note in node_modules of where its server bundle is, which another checkout would follow', () => {
    // Vike's server-entry plugin would write one file in node_modules naming this build's server
    // bundle, and every pre-render reads that file first: the test suite's Git copies share
    // node_modules, and one copy's build loaded another's bundle (vite.config.ts turns it off).
    expect(sharedBuilds().live.status).toBe(0);
    const note = readFileSync(
      path.join(REPO_ROOT, 'node_modules/@brillout/vite-plugin-server-entry/dist/esm/runtime/autoImporter.js'),
      'utf8',
    );
    expect(note).not.toContain("status = 'SET'");
  });

  it('invalid content: exit 1, the problem line printed, no HTML written', () => {
    const contentDir = withFixture({ 'tools.yaml': replaceOnce('name: FlowForge', 'name: 42') });
    const out = freshOutDir();
    const r = runScript('scripts/build/site.ts', {
      CONTENT_DIR: contentDir,
      OUT_DIR: path.relative(REPO_ROOT, out),
      ...SUPABASE,
    });
    expect(r.status).toBe(1);
    const tools = nameFromRepo(path.join(contentDir, 'tools.yaml'));
    const { line, column } = positionOf(readFileSync(path.join(contentDir, 'tools.yaml'), 'utf8'), '42');
    expect(r.stderr).toContain(
      `${tools}:${line}:${column} items[0].name in tool 1: must be text, not the number 42. Hint: Name of the tool (read by screen readers).\n`,
    );
    expect(r.stderr).toContain('✗ 1 content problem; no page was written. See CONTENT.md, "Reading an error".');
    expect(r.stdout).not.toContain('Pre-rendering');
    expect(listHtmlFiles(out)).toEqual([]);
  });

  it('two pages on one address: the build refuses before writing anything (no page silently lost)', () => {
    const privacy = readFileSync(path.join(REPO_ROOT, 'tests/fixtures/site/legal/privacy-policy.md'), 'utf8');
    const contentDir = withFixture({ 'legal/about.md': privacy });
    const out = freshOutDir();
    const r = runScript('scripts/build/site.ts', {
      CONTENT_DIR: contentDir,
      OUT_DIR: path.relative(REPO_ROOT, out),
      ...SUPABASE,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      `${nameFromRepo(path.join(contentDir, 'legal/about.md'))}:2:1 becomes the page /about, which ${nameFromRepo(path.join(contentDir, 'about.yaml'))} already is.`,
    );
    expect(listHtmlFiles(out)).toEqual([]);
  });

  it('missing VITE_SUPABASE_* variables: exit 1 naming both, no HTML written', () => {
    const contentDir = withFixture();
    const out = freshOutDir();
    const r = runScript('scripts/build/site.ts', { CONTENT_DIR: contentDir, OUT_DIR: path.relative(REPO_ROOT, out) });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('✗ Missing environment variables: VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY.');
    expect(r.stdout).not.toContain('Pre-rendering');
    expect(listHtmlFiles(out)).toEqual([]);
  });

  it('a service-role key in VITE_SUPABASE_ANON_KEY: exit 1 naming the variable and the right key, no HTML written', () => {
    const contentDir = withFixture();
    const out = freshOutDir();
    const claims = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    const r = runScript('scripts/build/site.ts', {
      CONTENT_DIR: contentDir,
      OUT_DIR: path.relative(REPO_ROOT, out),
      VITE_SUPABASE_URL: SUPABASE.VITE_SUPABASE_URL,
      VITE_SUPABASE_ANON_KEY: `eyJhbGciOiJIUzI1NiJ9.${claims}.sig`,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('✗ VITE_SUPABASE_ANON_KEY is a key with the role "service_role"');
    expect(r.stderr).toContain('Project Settings → API Keys');
    expect(listHtmlFiles(out)).toEqual([]);
  });

  it('one missing variable is named on its own', () => {
    const contentDir = withFixture();
    const out = freshOutDir();
    const r = runScript('scripts/build/site.ts', {
      CONTENT_DIR: contentDir,
      OUT_DIR: path.relative(REPO_ROOT, out),
      VITE_SUPABASE_URL: SUPABASE.VITE_SUPABASE_URL,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('✗ Missing environment variables: VITE_SUPABASE_ANON_KEY.');
    expect(listHtmlFiles(out)).toEqual([]);
  });
});
