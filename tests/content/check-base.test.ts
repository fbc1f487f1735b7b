/**
 * `npm run check -- --base <ref>`: a change that takes a page away fails, naming the address, the
 * file that made it and the line to add to content/redirects.yaml; once that line is there (a
 * redirect, or the address as gone), it passes. The base is a commit of a temporary git
 * repository holding the fixture content.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runContentCheck } from './cli.ts';
import { FIXTURE_DIR, replaceOnce } from './fixture.ts';

const repo = mkdtempSync(path.join(os.tmpdir(), 'check-base-repo-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const contentDir = path.join(repo, 'content');
const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { stdio: 'pipe' }).toString();

function edit(rel: string, change: (text: string) => string): void {
  const file = path.join(contentDir, rel);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

/** `npm run check -- --base HEAD`, in this process (tests/content/cli.ts). */
const check = () => runContentCheck({ CONTENT_DIR: contentDir }, ['--base', 'HEAD']);

describe('npm run check -- --base', () => {
  it('refuses an article deleted without a redirect, and passes once the redirect is added', async () => {
    cpSync(FIXTURE_DIR, contentDir, { recursive: true });
    git('init', '--quiet');
    git('add', '.');
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'base');

    // The change: the article goes, and the one that pointed at it no longer does.
    rmSync(path.join(contentDir, 'blog/vibe-coding.md'));
    edit('blog/first-steps.md', (t) =>
      replaceOnce(
        'next: "vibe-coding"',
        'next: null',
      )(replaceOnce(' Read the [next article](/blog/vibe-coding).', '')(t)),
    );
    const refused = await check();
    expect(refused.status, refused.stdout).toBe(1);
    const line = refused.stderr.split('\n').find((l) => l.includes('/blog/vibe-coding'));
    expect(line).toBe(
      `${path.join(contentDir, 'blog/vibe-coding.md')}:1:1 the address /blog/vibe-coding, published at HEAD by this file, is no page any more: everyone who holds it (search engines, ads, old e-mails, other sites) would get "page not found". Keep it alive in ${path.join(contentDir, 'redirects.yaml')}: under "redirects:" add the line "  - { from: /blog/vibe-coding, to: /blog }" (with the page that replaces it as "to"), or, if the page was removed on purpose, under "gone:" the line "  - /blog/vibe-coding". A list written [] is empty: remove the [] and put the line below it.`,
    );

    edit(
      'redirects.yaml',
      replaceOnce('\nredirects:\n', '\nredirects:\n  - { from: /blog/vibe-coding, to: /blog/first-steps }\n'),
    );
    const passed = await check();
    expect(passed.status, passed.stderr).toBe(0);
    expect(passed.stdout).toContain(
      '/blog/vibe-coding (was blog/vibe-coding.md) is no page any more: it leads to /blog/first-steps (301).',
    );
  });

  it('accepts the address listed as gone, and refuses a base that is no commit', async () => {
    edit('redirects.yaml', replaceOnce('  - { from: /blog/vibe-coding, to: /blog/first-steps }\n', ''));
    edit('redirects.yaml', replaceOnce('\ngone:\n', '\ngone:\n  - /blog/vibe-coding\n'));
    const passed = await check();
    expect(passed.status, passed.stderr).toBe(0);
    expect(passed.stdout).toContain('it leads to gone (410).');
    const wrong = await runContentCheck({ CONTENT_DIR: contentDir }, ['--base', 'no-such-ref']);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('"no-such-ref" is not a commit of this repository');
  });
});
