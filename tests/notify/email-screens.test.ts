// The owner's lead e-mail and the visitor's receipt as a phone shows them: each e-mail's HTML
// drawn by Chromium at 390 px (an iPhone's width), compared pixel by pixel with the picture
// committed beside this file. A changed picture fails until it is looked at and written again by
// `npm run regen` (the pictures that differ are left in .tmp/email-screens/ with their diff, to
// look at first; UPDATE_SCREENSHOTS=1 is how regen has this test write them).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEmailLogo } from '../../scripts/build/images.ts';
import { REGEN_HINT } from '../../scripts/build/regen-steps.ts';
import { chromiumPath } from '../../scripts/chromium.ts';
import { checkContent } from '../../src/content/index.ts';
import { notifySettings } from '../../src/lib/notify-settings.ts';
import { composeJob } from '../../supabase/functions/_shared/notify/compose.ts';
import type { ClaimedJob } from '../../supabase/functions/_shared/notify/types.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const SHOTS_DIR = path.join(import.meta.dirname, '__screenshots__');
const OUT_DIR = path.join(REPO, '.tmp', 'email-screens');
const WIDTH = 390;
/** Share of pixels that may differ (anti-aliasing), beyond pixelmatch's own colour threshold. */
const MAX_CHANGED = 0.002;

const content = checkContent().content!;
const settings = notifySettings(content, 'https://www.example.com');
const sender = { from: { address: 'leads@example.com' }, unsubscribeEndpoint: 'https://x.example/unsubscribe' };

const job = (kind: string): ClaimedJob => ({
  id: 3,
  kind,
  attempts: 1,
  lease_token: 'lease',
  created_at: '2025-01-06T15:20:00.000+00:00',
  payload: {
    contact: {
      id: '0b7e6a52-91c4-4a39-8d2e-5f1a7c3e9b10',
      created_at: '2025-01-06T15:19:42.000+00:00',
      first_name: 'Maria',
      last_name: 'Gonzalez',
      email: 'maria@bella-cucina.example',
      phone: '+1 (312) 555-0199',
      message:
        'We run a 60-seat Italian restaurant in Chicago.\nPhone bookings take two hours a day; could an AI agent answer them?',
      landing_page: '/case-studies/restaurant-booking',
      referrer: null,
      utm_source: 'facebook',
      utm_medium: 'paid',
      utm_campaign: 'restaurants-q1',
      utm_term: null,
      utm_content: null,
      form_page: '/contact',
    },
  },
});

let browser: Browser;
/** The logo's PNG as the build draws it for the e-mails. */
let logo: Buffer;
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'email-logo-'));

/**
 * A fontconfig file that shows Chromium DejaVu alone (fonts-dejavu-core, which .ci/run installs),
 * with the system's usual rules: the font stack falls back to the same face on every machine, so a
 * desktop with Liberation or Arial installed draws the committed pictures too.
 */
function onlyDejaVu(dir: string): string {
  const file = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts/truetype/dejavu</dir>
  <cachedir>${path.join(dir, 'font-cache')}</cachedir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
</fontconfig>
`,
  );
  return file;
}

beforeAll(async () => {
  const png = await writeEmailLogo(temp, content.site.company.logo, path.join(REPO, 'public'));
  if (!png) throw new Error('no PNG drawn of the logo');
  logo = fs.readFileSync(path.join(temp, png));
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    env: { ...process.env, FONTCONFIG_FILE: onlyDejaVu(temp) },
  });
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(temp, { recursive: true, force: true });
});

/** The e-mail's HTML drawn at 390 px: its full height, and how wide its content is. */
async function draw(html: string): Promise<{ png: Buffer; scrollWidth: number }> {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  // The logo from the site's address, as a mail program fetches it; nothing else leaves the page.
  await page.route('**/*', (route) =>
    route.request().url() === settings.brand?.logoUrl
      ? route.fulfill({ body: logo, contentType: 'image/png' })
      : route.abort(),
  );
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const png = await page.screenshot({ fullPage: true });
  await context.close();
  return { png, scrollWidth };
}

/** A PNG's pixels, four bytes (RGBA) each. */
async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Pixels that differ from the committed picture (all of them when the sizes differ). */
async function changedShare(name: string, actual: Buffer): Promise<number> {
  const file = path.join(SHOTS_DIR, `${name}.png`);
  if (process.env.UPDATE_SCREENSHOTS === '1' || !fs.existsSync(file)) {
    // A missing picture is written, never taken as a pass in CI: there it must be committed.
    if (process.env.CI && !fs.existsSync(file)) throw new Error(`${file} is not committed`);
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    fs.writeFileSync(file, actual);
  }
  const [expected, got] = await Promise.all([pixelsOf(fs.readFileSync(file)), pixelsOf(actual)]);
  const { width, height } = expected;
  let changed = width * height;
  let diff: Buffer | undefined;
  if (got.width === width && got.height === height) {
    diff = Buffer.alloc(width * height * 4);
    changed = pixelmatch(expected.data, got.data, diff, width, height, { threshold: 0.1 });
  }
  if (changed > 0) {
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, `${name}-actual.png`), actual);
    if (diff) {
      const png = await sharp(diff, { raw: { width, height, channels: 4 } })
        .png()
        .toBuffer();
      fs.writeFileSync(path.join(OUT_DIR, `${name}-diff.png`), png);
    }
  }
  return changed / (width * height);
}

describe('the e-mails on a phone (Chromium, 390 px)', () => {
  it.each([
    ['lead', 'contact_notification'],
    ['receipt', 'contact_receipt'],
  ])(
    'the %s e-mail fits the width and looks as its committed picture',
    async (name, kind) => {
      const composed = await composeJob(job(kind), settings, sender);
      if (composed.kind !== 'email' || !composed.message.html) throw new Error(`${kind} gave no HTML`);
      const { png, scrollWidth } = await draw(composed.message.html);
      // Nothing wider than the phone: no sideways scrolling to read a line.
      expect(scrollWidth).toBeLessThanOrEqual(WIDTH);
      expect(
        await changedShare(`${name}-${WIDTH}`, png),
        `__screenshots__/${name}-${WIDTH}.png differs (see .tmp/email-screens/); if the change is intended, it is ${REGEN_HINT}`,
      ).toBeLessThanOrEqual(MAX_CHANGED);
    },
    30_000,
  );
});
