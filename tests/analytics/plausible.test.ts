/**
 * Plausible, the cookieless option, in a real build and a real browser: the fixture site with a
 * Plausible domain and a stand-in Plausible events API on 127.0.0.1, the banner turned off (which
 * Plausible alone allows), and the local server behind the contact form and the newsletter. Each
 * event the owner's goals need arrives with its properties and nothing that names a person; no
 * cookie and no storage is set for it; the CSP names the API's origin. (Without a Plausible
 * domain, e2e/consent.spec.ts checks that no analytics code or request exists.)
 */
import { mkdirSync, mkdtempSync, rmdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../../scripts/chromium.ts';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { SEARCH_SETTLED_MS } from '../../src/client/plausible.ts';
import { GOALS } from '../../src/lib/analytics.ts';
import { FIRST_TOUCH_KEY } from '../../src/lib/first-touch-key.ts';
import { runScript } from '../content/cli.ts';
import { cleanupFixtures, REPO_ROOT, replaceOnce, withFixture } from '../content/fixture.ts';
import { WAIT_LIMIT_MS } from '../projects/limits.ts';

const DOMAIN = 'www.lakeshore.test';
const BOOKING = 'https://booking.example.com/lakeshore/consultation';
/** One event as the tracker posts it (n: name, u: address, d: domain, r: referrer, p: properties). */
type Sent = { n: string; u: string; d: string; r: string | null; p?: Record<string, string> };

let outDir: string;
let server: RunningServer;
let browser: Browser;
let standIn: http.Server;
let apiHost: string;
const received: Sent[] = [];

/** Plausible's events API as far as the tracker uses it: POST /api/event, answered 202. */
function startStandIn(): Promise<http.Server> {
  const api = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/event')
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Sent);
      res.writeHead(req.url === '/api/event' ? 202 : 404, { 'access-control-allow-origin': '*' }).end();
    });
  });
  return new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(api)));
}

beforeAll(async () => {
  standIn = await startStandIn();
  apiHost = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  mkdirSync(path.join(REPO_ROOT, 'tests/analytics/.tmp'), { recursive: true });
  outDir = mkdtempSync(path.join(REPO_ROOT, 'tests/analytics/.tmp/plausible-'));
  // The server first, so the site is built against its API (it serves the folder as it fills).
  server = await startServer({ port: 0, inMemory: true, distDir: path.join(outDir, 'client') });
  const content = withFixture({
    'site.yaml': (text) =>
      replaceOnce(
        'plausibleDomain: null',
        `plausibleDomain: ${DOMAIN}`,
      )(
        replaceOnce(
          'plausibleHost: https://plausible.io',
          `plausibleHost: ${apiHost}`,
        )(replaceOnce('enabled: true', 'enabled: false')(text)),
      ),
  });
  // A build of its own, not the run's shared one (tests/content/shared-build.ts): its input has a
  // Plausible domain, a stand-in API's address and no banner, and its forms send to this server.
  const build = runScript('scripts/build/site.ts', {
    CONTENT_DIR: content,
    OUT_DIR: outDir,
    VITE_SUPABASE_URL: server.url,
    VITE_SUPABASE_ANON_KEY: server.anonKey,
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  browser = await chromium.launch({ executablePath: chromiumPath() });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => standIn?.close(resolve));
  cleanupFixtures();
  // Its own build only: the Google test builds beside it in the same folder.
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  removeIfEmpty(path.join(REPO_ROOT, 'tests/analytics/.tmp'));
});

/** Removes a folder that nothing else uses any more (another test's build may still be in it). */
function removeIfEmpty(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // not empty, or already gone
  }
}

/** A fresh visitor whose booking page (another site) answers with an empty page. */
async function visitor(): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route(`${BOOKING}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
  return context;
}

/** The events named `name` received since `from` (an index into `received`). */
const eventsNamed = (name: string, from: number) => received.slice(from).filter((event) => event.n === name);

async function waitForEvent(name: string, from: number): Promise<Sent> {
  await expect.poll(() => eventsNamed(name, from).length, { timeout: WAIT_LIMIT_MS }).toBeGreaterThan(0);
  return eventsNamed(name, from)[0]!;
}

/** Everything the visit left in the browser: cookies (of any site) and both storages of the page. */
async function leftBehind(context: BrowserContext, page: Page) {
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  return { cookies: await context.cookies(), ...storage };
}

describe('Plausible, the cookieless analytics', () => {
  it('counts the page view with no banner, no cookie and no storage of its own', async () => {
    const from = received.length;
    const context = await visitor();
    const page = await context.newPage();
    await page.goto(`${server.url}/?utm_source=newsletter&utm_campaign=spring&email=ada@example.com#token=abc`);
    const view = await waitForEvent('pageview', from);
    expect(view.d).toBe(DOMAIN);
    // The page and its campaign labels only: no other parameter, no fragment.
    expect(view.u).toBe(`${server.url}/?utm_source=newsletter&utm_campaign=spring`);
    // Turned off in this configuration, and so is the footer link that would reopen it.
    expect(await page.locator('#cookie-banner').count()).toBe(0);
    expect(await page.locator('[data-cookie-settings]').count()).toBe(0);
    const left = await leftBehind(context, page);
    expect(left.cookies).toEqual([]);
    expect(left.local).toEqual([]);
    // Only the site's own first touch for the contact form (src/client/attribution.ts).
    expect(left.session).toEqual([FIRST_TOUCH_KEY]);
    await context.close();
  });

  it('counts a stored lead with its landing page, form page and campaign source, and a booking click', async () => {
    const from = received.length;
    const context = await visitor();
    const page = await context.newPage();
    await page.goto(`${server.url}/about?utm_source=LinkedIn&utm_medium=paid`);
    await page.goto(`${server.url}/contact`);
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Ada');
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Lovelace');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('We would like to automate our bookings.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible(), { timeout: WAIT_LIMIT_MS }).toBe(true);
    const lead = await waitForEvent(GOALS.lead, from);
    expect(lead.p).toEqual({ landing_page: '/about', form_page: '/contact', source: 'linkedin' });
    expect(lead.u).toBe(`${server.url}/contact`);

    // The thank-you dialog's booking link carries the visitor's name and e-mail; the event does not.
    const popup = context.waitForEvent('page', { timeout: WAIT_LIMIT_MS });
    await dialog.getByRole('link', { name: /Pick a time now/ }).click({ timeout: WAIT_LIMIT_MS });
    await (await popup).close();
    const booking = await waitForEvent(GOALS.booking, from);
    expect(booking.p).toBeUndefined();
    expect(JSON.stringify(received.slice(from))).not.toMatch(/Ada|Lovelace|ada@example|ada%40example/);
    await context.close();
  });

  it('counts the calculator once, a settled search with whether it found anything, and a newsletter sign-up', async () => {
    const from = received.length;
    const context = await visitor();
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const slider = page.getByLabel('Number of employees');
    await slider.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('[data-island="RoiCalculator"][data-hydrated]').count(), { timeout: WAIT_LIMIT_MS })
      .toBe(1);
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await waitForEvent(GOALS.calculator, from);

    const footer = page.locator('form[data-newsletter]');
    await footer.getByRole('textbox').fill('reader@example.com');
    await footer.getByRole('button').click();
    const signUp = await waitForEvent(GOALS.newsletter, from);
    expect(signUp.p).toEqual({ page: '/' });

    await page.goto(`${server.url}/search`);
    const field = page.getByRole('searchbox');
    await field.pressSequentially('automation', { delay: 30 });
    await page.waitForTimeout(SEARCH_SETTLED_MS + 500);
    await field.fill('zzqxv');
    const searches = () => eventsNamed(GOALS.search, from);
    await expect.poll(() => searches().length, { timeout: SEARCH_SETTLED_MS + 5000 }).toBe(2);
    // One event per settled search, not one per key press; the words are never sent.
    expect(searches().map((event) => event.p)).toEqual([{ results: 'found' }, { results: 'none' }]);
    expect(searches().every((event) => event.u === `${server.url}/search`)).toBe(true);
    expect(eventsNamed(GOALS.calculator, from)).toHaveLength(1);
    expect(JSON.stringify(received.slice(from))).not.toMatch(/reader|automation|zzqxv/);
    const left = await leftBehind(context, page);
    expect(left.cookies).toEqual([]);
    await context.close();
  });

  it("allows the stand-in API's origin in the Content-Security-Policy", async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${apiHost.replace(/[.]/g, '\\.')}(;| )`));
    // The tracker is the site's own code: no script host is added for it.
    expect(csp).toMatch(/script-src 'self';/);
  });
});
