// `npm run screenshots`: a full-page PNG of every route at 375, 768 and 1440 px, for reviewing a
// change by eye. Pages are shown as a returning visitor sees them once everything has scrolled
// into view: the cookie choice already stored and the reveal animations finished (reduced
// motion shows every element at once).
//
//   npm run screenshots                      build if dist/client is missing, then shoot
//   npm run screenshots -- --build           build first in any case
//   npm run screenshots -- --only /industries --widths 375,1440
//
// Output: .tmp/screenshots/<width>/<route>.png (ignored by Git), listed at the end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { REPO_ROOT } from '../../src/backend/db.ts';
import { DEFAULT_DIST_DIR, startServer } from '../../src/backend/server.ts';
import { CONSENT_KEY } from '../../src/client/consent.ts';
import { checkContent } from '../../src/content/index.ts';
import { scriptCommand } from '../run-script.ts';

const DEFAULT_WIDTHS = [375, 768, 1440];
const OUT_DIR = path.join(REPO_ROOT, '.tmp', 'screenshots');

/** `/industries/spa-wellness` → `industries--spa-wellness`; the home page is `home`. */
export function screenshotName(routePath: string): string {
  const trimmed = routePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? trimmed.replaceAll('/', '--') : 'home';
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      build: { type: 'boolean', default: false },
      only: { type: 'string' },
      widths: { type: 'string' },
    },
  });
  const widths = values.widths ? values.widths.split(',').map(Number) : DEFAULT_WIDTHS;
  if (widths.some((w) => !Number.isInteger(w) || w < 200)) throw new Error(`--widths: ${values.widths}`);

  if (values.build || !fs.existsSync(path.join(DEFAULT_DIST_DIR, 'index.html'))) {
    // The forms are not submitted here, so any API address will do when none is configured.
    const env = {
      VITE_SUPABASE_URL: 'http://127.0.0.1:3000',
      VITE_SUPABASE_ANON_KEY: 'screenshots-only',
      ...process.env,
    };
    const built = spawnSync(...scriptCommand(REPO_ROOT, 'scripts/build/site.ts'), { stdio: 'inherit', env });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }

  const { routes } = checkContent();
  const shots = routes
    .map((r) => ({ path: r.kind === 'not-found' ? '/no-such-page' : r.path, name: screenshotName(r.path) }))
    .filter((r) => !values.only || r.path === values.only || r.path.startsWith(`${values.only}/`));
  if (!shots.length) throw new Error(`No route matches --only ${values.only}`);

  const server = await startServer({ port: 0, inMemory: true, distDir: DEFAULT_DIST_DIR });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const width of widths) {
      const dir = path.join(OUT_DIR, String(width));
      fs.mkdirSync(dir, { recursive: true });
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      await context.addInitScript(
        ([key]) => {
          try {
            localStorage.setItem(key!, 'declined');
          } catch {
            /* storage blocked: the banner shows, as a first-time visitor sees it */
          }
        },
        [CONSENT_KEY],
      );
      const page = await context.newPage();
      for (const shot of shots) {
        await page.goto(`${server.url}${shot.path}`, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(dir, `${shot.name}.png`), fullPage: true });
      }
      await context.close();
      console.log(`${width} px: ${shots.length} screenshots in ${path.relative(process.cwd(), dir)}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
