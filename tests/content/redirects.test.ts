/**
 * content/redirects.yaml: each refusal with its file, line, column, field and fix; a valid file
 * passes and leaves the route table alone.
 */
import { afterAll, describe, expect, it } from 'vitest';
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
});
