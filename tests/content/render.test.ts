// The page renderer's threads (scripts/lib/render.ts): a renderer that cannot start fails the
// build, naming why, instead of leaving it waiting or half written. Rendering real pages is covered by
// build.test.ts, which runs the whole build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPages } from '../../scripts/lib/render.ts';
import { checkContent } from '../../src/content/index.ts';
import { cleanupFixtures, PUBLIC_DIR, withFixture } from './fixture.ts';

const temps: string[] = [];
afterAll(() => {
  cleanupFixtures();
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

describe('renderPages', () => {
  it('rejects, writing nothing, when the server bundle is missing', { timeout: 30_000 }, async () => {
    const { content, routes } = checkContent(withFixture(), PUBLIC_DIR);
    if (!content) throw new Error('fixture invalid');
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-'));
    temps.push(siteDir);
    const build = { content, routes, origin: 'https://www.example.com', assets: { script: '/site.js' }, images: {} };
    await expect(
      renderPages({ serverEntry: path.join(siteDir, 'server', 'entry.mjs'), siteDir, build, routes }),
    ).rejects.toThrow(/^the page renderer stopped before it finished: Cannot find module .*entry\.mjs/);
    expect(fs.readdirSync(siteDir)).toEqual([]);
  });
});
