/**
 * content/redirects.yaml: each refusal with its file, line, column, field and fix; a valid file
 * passes and leaves the route table alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { REDIRECTS_FILE } from '../../src/content/redirect-hosts.ts';
import { RESERVED_PATHS, SITE_FILES, siteOwnedPath } from '../../src/content/routes.ts';
import { BUILD_INFO_PATH } from '../../supabase/functions/_shared/notify/build-info.ts';
import { SETTINGS_DIGEST_PATH } from '../../supabase/functions/_shared/notify/settings-digest.ts';
import { checkFixture, cleanupFixtures, type FixtureCheck, positionOf } from './fixture.ts';

afterAll(cleanupFixtures);

const FILE = 'redirects.yaml';

/** The fixture with this redirects file. */
function withRedirects(text: string): FixtureCheck {
  return checkFixture({ [FILE]: text });
}

/** The one problem found, with the position it should have: the `occurrence`-th `needle`. */
function onlyProblem(r: FixtureCheck, needle: string, occurrence = 1) {
  expect(r.found).toHaveLength(1);
  const [problem] = r.found;
  expect({ file: problem!.file, line: problem!.line, column: problem!.column }).toEqual({
    file: r.file(FILE),
    ...positionOf(r.read(FILE), needle, occurrence),
  });
  expect(r.content).toBeUndefined();
  return problem!;
}

describe('content/redirects.yaml', () => {
  it('a valid file passes; its old addresses are no pages', () => {
    const r = withRedirects(
      [
        'redirects:',
        '  - { from: /blog/old-steps, to: /blog/first-steps }',
        '  - { from: /spring-offer, to: /services, status: 302 }',
        '  - { from: /old-blog/*, to: "/blog/:splat" }',
        '  - { from: /partner, to: "https://example.org/page" }',
        'gone:',
        '  - /blog/withdrawn',
        '',
      ].join('\n'),
    );
    expect(r.found).toEqual([]);
    expect(r.content?.redirects.redirects).toHaveLength(4);
    expect(r.routes.map((route) => route.path)).not.toContain('/blog/old-steps');
  });

  it('refuses a chain and names the end of it', () => {
    const r = withRedirects(
      ['redirects:', '  - from: /a', '    to: /b', '  - from: /b', '    to: /blog/first-steps', ''].join('\n'),
    );
    const problem = onlyProblem(r, '/b');
    expect(problem.field).toBe('redirects[0].to');
    expect(problem.message).toContain('which itself redirects (/b → /blog/first-steps)');
    expect(problem.message).toContain('write "to: /blog/first-steps" instead');
  });

  it('refuses a loop', () => {
    const r = withRedirects(['redirects:', '  - from: /a', '    to: /b', '  - from: /b', '    to: /a', ''].join('\n'));
    expect(r.found.map((p) => p.field)).toEqual(['redirects[0].to', 'redirects[1].to']);
    expect(r.found[0]!.message).toMatch(/^makes a loop: \/a → \/b → \/a\./);
    expect(r.found[0]).toMatchObject({ file: r.file(FILE), ...positionOf(r.read(FILE), '/b') });
  });

  it('refuses a redirect to itself', () => {
    const r = withRedirects(['redirects:', '  - from: /a', '    to: /a/', ''].join('\n'));
    expect(onlyProblem(r, '/a/').message).toContain('leads back to /a itself');
  });

  it('refuses an address listed twice', () => {
    const r = withRedirects(['redirects:', '  - { from: /a, to: /services }', 'gone:', '  - /a', ''].join('\n'));
    const problem = onlyProblem(r, '/a', 2);
    expect(problem.field).toBe('gone[0]');
    expect(problem.message).toMatch(
      /^\/a is already listed \(redirect 1\)\. An address can lead to one place only: remove one of the two\./,
    );
  });

  it('refuses a `from` that is still a page, naming the file it is made from', () => {
    const r = withRedirects(['redirects:', '  - from: /blog/vibe-coding', '    to: /blog', ''].join('\n'));
    const problem = onlyProblem(r, 'from: /blog/vibe-coding');
    expect(problem.field).toBe('redirects[0].from');
    expect(problem.message).toBe(
      `/blog/vibe-coding is still a page of the site (made from ${r.file('blog/vibe-coding.md')}): a redirect would hide it. Remove this entry, or rename or remove the page first.`,
    );
  });

  it('refuses a `to` that is no page, with the nearest page', () => {
    const r = withRedirects(['redirects:', '  - from: /old', '    to: /blog/first-step', ''].join('\n'));
    const problem = onlyProblem(r, 'to: /blog/first-step');
    expect(problem.field).toBe('redirects[0].to');
    expect(problem.message).toContain('Did you mean /blog/first-steps?');
  });

  it('refuses a gone address that is a page, and one under a reserved folder', () => {
    const r = withRedirects(['gone:', '  - /about', '  - /admin/old', ''].join('\n'));
    expect(r.found.map((p) => [p.field, p.line])).toEqual([
      ['gone[0]', 2],
      ['gone[1]', 3],
    ]);
    expect(r.found[1]!.message).toContain('/admin/old lies under /admin, which the site keeps for the editor');
  });

  it('refuses a folder rule that covers pages', () => {
    const r = withRedirects(['redirects:', '  - from: /blog/*', '    to: /about', ''].join('\n'));
    expect(onlyProblem(r, 'from: /blog/*').message).toContain(
      'covers pages the site still has (/blog, /blog/vibe-coding, /blog/first-steps)',
    );
  });

  it('refuses a status other than 301 or 302, and an address with ? or a trailing slash', () => {
    const r = withRedirects(
      [
        'redirects:',
        '  - from: /a?x=1',
        '    to: /services',
        '    status: 307',
        '  - from: /b/',
        '    to: /services',
        '',
      ].join('\n'),
    );
    expect(r.found.map((p) => p.field)).toEqual(['redirects[0].from', 'redirects[0].status', 'redirects[1].from']);
    expect(r.found[1]!.message).toMatch(/^must be one of: 301, 302 \(got 307\)/);
    expect(r.found[2]!.message).toContain('must not end with "/"');
  });

  it("keeps within Cloudflare's limits", () => {
    const many = Array.from({ length: 2001 }, (_, i) => `  - /gone-${i}`);
    const r = withRedirects(['gone:', ...many, ''].join('\n'));
    expect(r.found).toHaveLength(1);
    expect(r.found[0]!.message).toContain(
      'holds 2001 addresses (redirects and gone); Cloudflare Pages reads at most 2000',
    );
  });

  it('refuses a destination that would leave the site, each at its line, also after :splat is filled in', () => {
    const r = withRedirects(
      [
        'redirects:',
        '  - { from: /old/*, to: "/:splat" }',
        '  - { from: /older/*, to: "//evil.example/:splat" }',
        '  - { from: /a, to: "//evil.example" }',
        "  - { from: /b, to: '/\\evil.example' }",
        '  - { from: /oldest/*, to: "/*" }',
        '',
      ].join('\n'),
    );
    const text = r.read(FILE);
    expect(r.found.map((p) => [p.field, p.line, p.column])).toEqual([
      ['redirects[0].to', 2, positionOf(text, '"/:splat"').column],
      ['redirects[1].to', 3, positionOf(text, '"//evil').column],
      ['redirects[2].to', 4, positionOf(text, '"//evil', 2).column],
      ['redirects[3].to', 5, positionOf(text, "'/\\").column],
      ['redirects[4].to', 6, positionOf(text, '"/*"').column],
    ]);
    expect(r.found[0]!.message).toContain(
      '/:splat would lead wherever the rest of the old address points, even to another site (/old//evil.example would send visitors to evil.example). Put a folder of this site before it, e.g. /blog/:splat, or lead every old address to one page (e.g. /).',
    );
    for (const problem of r.found.slice(1, 4))
      expect(problem.message).toContain(
        'would take visitors to another site: browsers read an address that starts with "//" or holds a "\\"',
      );
    expect(r.found[4]!.message).toContain('would lead wherever the rest of the old address points');
  });

  it('checks the folder of a :splat destination as any page address, and :splat only at the end of a folder rule', () => {
    const typo = withRedirects(['redirects:', '  - { from: /old-blog/*, to: "/blgo/:splat" }', ''].join('\n'));
    expect(onlyProblem(typo, 'to: "/blgo').message).toBe(
      'leads below /blgo, which is no page this site publishes: visitors would land on "page not found". Did you mean /blog/:splat?',
    );
    const r = withRedirects(
      ['redirects:', '  - { from: /c, to: "/blog/:splat" }', '  - { from: /d/*, to: "/blog/:splat/x" }', ''].join('\n'),
    );
    expect(r.found.map((p) => [p.field, p.line])).toEqual([
      ['redirects[0].to', 2],
      ['redirects[1].to', 3],
    ]);
    expect(r.found[0]!.message).toContain('only a redirect of a whole folder has (from: /old/*)');
    expect(r.found[1]!.message).toContain(':splat may only end the address');
  });

  it('refuses an old address that is a file the build writes, or the file of a page', () => {
    const files = [
      '/sitemap.xml',
      '/robots.txt',
      '/rss.xml',
      '/_headers',
      '/_redirects',
      '/vercel.json',
      '/build-info.json',
      '/favicon.svg',
      '/notify-settings-digest.json',
      '/404.html',
      '/about/index.html',
    ];
    const folders = ['/pagefind/*', '/images/old.png', '/Admin', '/ASSETS/*'];
    const r = withRedirects(
      ['redirects:', ...[...files, ...folders].map((from) => `  - { from: ${from}, to: /services }`), ''].join('\n'),
    );
    expect(r.found.map((p) => [p.field, p.line])).toEqual(
      [...files, ...folders].map((_, i) => [`redirects[${i}].from`, i + 2]),
    );
    expect(r.found[0]!.message).toBe(
      '/sitemap.xml is a file the site itself publishes (the sitemap search engines read): a redirect there would hide or break it. Remove this entry.',
    );
    expect(r.found[10]!.message).toContain('/about/index.html is the file of the page /about (made from');
    expect(r.found[11]!.message).toContain(
      "/pagefind/* lies under /pagefind, which the site keeps for the site search's index",
    );
    // Reserved folders are compared without regard to case: a host may match /Admin to /admin.
    expect(r.found[13]!.message).toContain('/Admin lies under /admin, which the site keeps for the editor');
    expect(r.found[14]!.message).toContain('/ASSETS/* lies under /assets');
  });
});

describe("the site's own files, which no redirect may take", () => {
  it('name every file and folder the built site holds beside its pages', () => {
    // The fixture build's files (its snapshot's file list), as the build wrote them: each
    // top-level name is a folder of pages (HTML only), the home page, or one of the site's own files and folders.
    const built = readFileSync('tests/content/__snapshots__/fixture-site/files.txt', 'utf8')
      .split('\n')
      .filter(Boolean);
    const unnamed = [...new Set(built.map((file) => file.split('/')[0]!))].filter((top) => {
      if (top === 'index.html' || siteOwnedPath(`/${top}`)) return false;
      return top.includes('.') || built.some((file) => file.startsWith(`${top}/`) && !file.endsWith('.html'));
    });
    expect(unnamed).toEqual([]);
    expect(RESERVED_PATHS).toHaveProperty('/pagefind');
    // What public/ holds is copied as it is: each of its names is the site's own too.
    for (const name of readdirSync('public')) expect(siteOwnedPath(`/${name}`), name).toBeDefined();
  });

  it('are the addresses the build, the functions and the hosts use', () => {
    expect(SITE_FILES.buildInfo.path).toBe(BUILD_INFO_PATH);
    expect(SITE_FILES.settingsDigest.path).toBe(SETTINGS_DIGEST_PATH);
    expect(SITE_FILES.redirects.path).toBe(`/${REDIRECTS_FILE}`);
  });
});
