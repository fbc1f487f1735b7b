import { existsSync } from 'node:fs';

/**
 * The Chromium that the tests, `npm run review` and `npm run bench` drive: CHROMIUM_PATH, else
 * Debian's headless shell (package chromium-headless-shell). The shell is Chromium's own engine
 * without the desktop browser around it; driving the same pages, it used about a quarter of the
 * CPU of `chromium --headless` (20 page loads: 2.5 against 9.5 CPU-s) and half the time.
 * Lighthouse keeps the whole browser (scripts/checks/lighthouse.ts): it measures what visitors run.
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const chosen = env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
  if (!existsSync(chosen)) {
    throw new Error(
      `No Chromium at ${chosen}. Install Debian's headless shell (apt-get install -y chromium-headless-shell), or set CHROMIUM_PATH to a Chromium.`,
    );
  }
  return chosen;
}
