// The contact form end to end: the browser island → supabase client → local REST gateway →
// PGlite with the real migrations. Rows are read back with the owner's service_role key.
import { expect, type Page, type Route, type TestInfo, test } from '@playwright/test';
import { checkContent } from '../src/content/index.ts';
import { MIN_FILL_MS } from '../src/islands/ContactForm.tsx';
import { holdLateScripts, holdScripts } from './hold-scripts.ts';
import { BACKEND_CALLS, decoded, humanCheckSolved, mailbox, readTable, visitorAddress } from './leads.ts';
import { ONE_VIEWPORT } from './viewports.ts';

const copy = checkContent().content!.contact.form;
const { site } = checkContent().content!;
/** A failure alert as the visitor reads it: with the phone number and e-mail address filled in. */
const withReach = (text: string) =>
  text.replace('{phone}', site.contact.phones[0]!.display).replace('{email}', site.contact.email);
/** A field of the contact form (the footer has an e-mail field too). */
const field = (page: Page, label: string) =>
  page.locator('form[data-contact-form]').getByRole('textbox', { name: label, exact: true });

async function storedRows(page: Page, email: string) {
  const rows = await readTable<{
    email: string;
    phone: string | null;
    first_name: string;
    message: string;
    id: string;
  }>(page, 'contacts');
  return rows.filter((r) => r.email === email);
}

/** Counts the contact POSTs the page sends from now on. */
function countContactPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/rest/v1/contacts')) posts++;
  });
  return () => posts;
}

const CLOCK_START = Date.UTC(2025, 0, 6, 9);

/** The form hydrates once the visitor starts using it (or has a draft): the first field is focused. */
async function startUsing(page: Page) {
  await field(page, copy.labels.firstName).focus();
  await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', 'true');
  await humanCheckSolved(page); // the spam check starts as the form wakes up
}

/**
 * A unique visitor: own address for the rate limit, own e-mail to find the row. The page's
 * clock stands still unless the test moves it: the form's fill-time check compares Date.now()
 * with the moment it was ready, so a test decides how long "filling in" took, whatever the
 * machine's speed.
 */
async function openForm(page: Page, testInfo: TestInfo, { use = true } = {}) {
  const address = visitorAddress(testInfo);
  // Added on the way out (after the browser's CORS check), as a proxy in front of the API would.
  await page.route(BACKEND_CALLS, (route) =>
    route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 60_000); // ahead of the real time the calls above take
  await page.goto('/contact');
  if (use) await startUsing(page);
  return `visitor-${testInfo.testId}-${testInfo.repeatEachIndex}-${Date.now()}@example.com`;
}

async function fill(page: Page, email: string, phone = '') {
  await field(page, copy.labels.firstName).fill('Ada');
  await field(page, copy.labels.lastName).fill("O'Brien");
  await field(page, copy.labels.email).fill(email);
  await field(page, copy.labels.phone).fill(phone);
  await field(page, copy.labels.message).fill('We run three restaurants and want online booking. <b>Not HTML</b> 🍝');
  await page.clock.fastForward(MIN_FILL_MS); // a person takes at least as long as the bot threshold
}

const submit = (page: Page) => page.getByRole('button', { name: copy.submit });

test('fill and submit: the thank-you dialog, a cleared form, one row in the database', async ({ page }, testInfo) => {
  const email = await openForm(page, testInfo);
  await expect(field(page, copy.labels.message)).toHaveAttribute('placeholder', copy.messagePlaceholder);
  await expect(field(page, copy.labels.message)).toHaveAttribute('rows', '5');
  await fill(page, email);
  await submit(page).click();
  const dialog = page.getByRole('dialog', { name: copy.successTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(copy.successText);
  // With a booking page in site.yaml, picking a time is the first action and takes the focus.
  await expect(dialog.getByRole('link', { name: copy.bookingAction })).toBeFocused();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1); // focus stays inside the dialog
  }
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submit(page)).toBeFocused();
  await expect(field(page, copy.labels.email)).toHaveValue('');
  const rows = await storedRows(page, email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    first_name: 'Ada',
    phone: null,
    message: 'We run three restaurants and want online booking. <b>Not HTML</b> 🍝',
  });
  expect(await page.evaluate(() => localStorage.getItem('contact-draft'))).toBeNull();
});

test('the close icon and the Close button both close the dialog', async ({ page }, testInfo) => {
  const email = await openForm(page, testInfo);
  await fill(page, email, '+1 (312) 555-0100');
  await submit(page).click();
  const dialog = page.getByRole('dialog', { name: copy.successTitle });
  await dialog.getByRole('button', { name: copy.close }).first().click(); // the icon
  await expect(dialog).toBeHidden();
  expect((await storedRows(page, email))[0]?.phone).toBe('+1 (312) 555-0100');
});

test('invalid input is blocked with clear messages and nothing is sent', ONE_VIEWPORT, async ({ page }, testInfo) => {
  await openForm(page, testInfo);
  const posts = countContactPosts(page);
  await submit(page).click();
  await expect(page.getByText(copy.errors.required.firstName)).toBeVisible();
  await expect(page.getByText(copy.errors.required.message)).toBeVisible();
  await expect(field(page, copy.labels.firstName)).toBeFocused();
  await expect(field(page, copy.labels.firstName)).toHaveAttribute('aria-invalid', 'true');
  await field(page, copy.labels.email).fill('not-an-email');
  await field(page, copy.labels.phone).fill('call me');
  await submit(page).click();
  await expect(page.getByText(copy.errors.invalidEmail)).toBeVisible();
  await expect(page.getByText(copy.errors.phoneCharacters)).toBeVisible();
  expect(posts()).toBe(0);
});

test(
  'backend down: the alert, every value kept; backend back: the retry stores exactly one row',
  ONE_VIEWPORT,
  async ({ page }, testInfo) => {
    const email = await openForm(page, testInfo);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const backendDown = (route: Route) => route.abort('connectionrefused');
    await page.route('**/rest/v1/**', backendDown);
    await fill(page, email);
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(withReach(copy.failures.offline));
    expect(errors.some((e) => e.includes('Contact request failed'))).toBe(true);
    await expect(field(page, copy.labels.email)).toHaveValue(email);
    await expect(field(page, copy.labels.firstName)).toHaveValue('Ada');
    await expect(submit(page)).toBeEnabled();
    expect(await storedRows(page, email)).toHaveLength(0);

    await page.unroute('**/rest/v1/**', backendDown); // the visitor's own address stays
    await submit(page).click();
    await expect(page.getByRole('dialog', { name: copy.successTitle })).toBeVisible();
    expect(await storedRows(page, email)).toHaveLength(1);
  },
);

/** The first contact POST reaches the database (as this test's visitor), but the visitor never hears back. */
async function loseFirstAnswer(page: Page, testInfo: TestInfo) {
  let first = true;
  await page.route('**/rest/v1/contacts', async (route) => {
    if (route.request().method() === 'POST' && first) {
      first = false;
      await route.fetch({ headers: { ...route.request().headers(), 'x-forwarded-for': visitorAddress(testInfo) } });
      return route.abort('connectionreset');
    }
    return route.fallback();
  });
}

test(
  'a retry of a request that was stored but whose answer was lost shows success, one row',
  ONE_VIEWPORT,
  async ({ page }, testInfo) => {
    const email = await openForm(page, testInfo);
    await loseFirstAnswer(page, testInfo);
    await fill(page, email);
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(withReach(copy.failures.offline));
    expect(await storedRows(page, email)).toHaveLength(1);
    await submit(page).click(); // same submission id → duplicate key → it was stored
    await expect(page.getByRole('dialog', { name: copy.successTitle })).toBeVisible();
    expect(await storedRows(page, email)).toHaveLength(1);
  },
);

test(
  'a message corrected after a failed attempt is a new submission: the correction is stored, once',
  ONE_VIEWPORT,
  async ({ page }, testInfo) => {
    const email = await openForm(page, testInfo);
    await loseFirstAnswer(page, testInfo); // the first version is stored, unheard
    await fill(page, email);
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(withReach(copy.failures.offline));
    const corrected = 'Corrected: we run four restaurants, and want online booking in all of them.';
    await field(page, copy.labels.message).fill(corrected);
    await submit(page).click();
    await expect(page.getByRole('dialog', { name: copy.successTitle })).toBeVisible();
    const rows = await storedRows(page, email);
    expect(rows.filter((r) => r.message === corrected)).toHaveLength(1);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  },
);

test(
  'a double click sends once; the button says Sending... until the request settles',
  ONE_VIEWPORT,
  async ({ page }, testInfo) => {
    const email = await openForm(page, testInfo);
    let posts = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/contacts', async (route) => {
      if (route.request().method() === 'POST') {
        posts++;
        await held;
      }
      return route.fallback();
    });
    await fill(page, email);
    await submit(page).dblclick();
    const sending = page.getByRole('button', { name: copy.submitting });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByRole('dialog', { name: copy.successTitle })).toBeVisible();
    expect(posts).toBe(1);
    expect(await storedRows(page, email)).toHaveLength(1);
  },
);

test('two submits in the same tick still send once', ONE_VIEWPORT, async ({ page }, testInfo) => {
  const email = await openForm(page, testInfo);
  const posts = countContactPosts(page);
  await fill(page, email);
  await page.locator('form[data-contact-form]').evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit(); // before React has re-rendered the disabled button
  });
  await expect(page.getByRole('dialog', { name: copy.successTitle })).toBeVisible();
  expect(posts()).toBe(1);
  expect(await storedRows(page, email)).toHaveLength(1);
});

test('the draft survives a reload until it is sent', ONE_VIEWPORT, async ({ page }, testInfo) => {
  const email = await openForm(page, testInfo);
  await field(page, copy.labels.email).fill(email);
  await field(page, copy.labels.message).fill('Half-written message');
  await page.reload();
  await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', 'true');
  await expect(field(page, copy.labels.email)).toHaveValue(email);
  await expect(field(page, copy.labels.message)).toHaveValue('Half-written message');
});

test(
  'what a visitor types while the form is still loading is kept and sent',
  ONE_VIEWPORT,
  async ({ page }, testInfo) => {
    const email = await openForm(page, testInfo, { use: false });
    const island = page.locator('[data-island="ContactForm"]');
    // The form's code (React and the island) is held back until every field is typed in.
    const release = await holdScripts(page);
    await fill(page, email, '+1 312 555 0100');
    await expect(island).not.toHaveAttribute('data-hydrated', 'true');
    release();
    await expect(island).toHaveAttribute('data-hydrated', 'true');
    await humanCheckSolved(page);
    await expect(field(page, copy.labels.email)).toHaveValue(email);
    await expect(field(page, copy.labels.firstName)).toHaveValue('Ada');
    await page.clock.fastForward(MIN_FILL_MS); // the fill time counts from hydration
    await submit(page).click();
    await expect(page.getByRole('dialog', { name: copy.successTitle })).toBeVisible();
    const [row] = await storedRows(page, email);
    expect(row).toMatchObject({ first_name: 'Ada', phone: '+1 312 555 0100' });
    expect(row?.message).toContain('three restaurants');
  },
);

test('a field focused before the page’s script has run still wakes the form', ONE_VIEWPORT, async ({ page }) => {
  // Every script is held until the first field has the focus, as on a slow connection where a
  // keyboard user tabs into the form before the page has finished loading.
  const release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  const island = page.locator('[data-island="ContactForm"]');
  await field(page, copy.labels.firstName).focus();
  await expect(island).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await expect(island).toHaveAttribute('data-hydrated', 'true');
  await expect(field(page, copy.labels.firstName)).toBeFocused();
});

/** A tap on a phone, a click elsewhere: once, however the device presses. */
const pressOnce = (page: Page, testInfo: TestInfo) =>
  testInfo.project.use.hasTouch ? submit(page).tap() : submit(page).click();

test('one tap on Send before the form’s code has loaded sends the request, with no second tap', async ({
  page,
}, testInfo) => {
  // The site's own script runs; React and the form's island are held, as on a slow connection.
  const held = await holdLateScripts(page);
  const email = await openForm(page, testInfo, { use: false });
  const posts = countContactPosts(page);
  const island = page.locator('[data-island="ContactForm"]');
  await fill(page, email);
  await held.asked; // typing asked for the form's code, which has not arrived
  await pressOnce(page, testInfo);
  await expect(island).not.toHaveAttribute('data-hydrated', 'true');
  expect(page.url()).toMatch(/\/contact$/); // the press was kept, not sent as a page load
  held.release();
  await expect(island).toHaveAttribute('data-hydrated', 'true');
  await humanCheckSolved(page);
  await page.clock.fastForward(MIN_FILL_MS); // the fill time counts from hydration
  await expect(page.getByRole('dialog', { name: copy.successTitle })).toBeVisible();
  expect(posts()).toBe(1);
  const [row] = await storedRows(page, email);
  expect(row).toMatchObject({ first_name: 'Ada' });
});

test(
  'one tap on Send before the form’s code has loaded shows what is missing',
  ONE_VIEWPORT,
  async ({ page }, testInfo) => {
    const held = await holdLateScripts(page);
    await openForm(page, testInfo, { use: false });
    const posts = countContactPosts(page);
    await pressOnce(page, testInfo);
    await held.asked;
    held.release();
    await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByText(copy.errors.required.firstName)).toBeVisible();
    await expect(page.getByText(copy.errors.required.message)).toBeVisible();
    await expect(field(page, copy.labels.firstName)).toBeFocused();
    expect(posts()).toBe(0);
  },
);

test('a draft is forgotten after 7 days', ONE_VIEWPORT, async ({ page }, testInfo) => {
  const email = await openForm(page, testInfo);
  await field(page, copy.labels.email).fill(email);
  await field(page, copy.labels.message).fill('Written on a shared computer');
  const hydrated = page.locator('[data-island="ContactForm"]');
  // Six days later it is still there…
  await page.clock.setSystemTime(CLOCK_START + 6 * 86_400_000);
  await page.reload();
  await expect(hydrated).toHaveAttribute('data-hydrated', 'true');
  await expect(field(page, copy.labels.message)).toHaveValue('Written on a shared computer');
  // …a week after it was last touched it is gone, from the form and from the browser's storage.
  await page.clock.setSystemTime(CLOCK_START + 14 * 86_400_000);
  await page.reload();
  await expect(hydrated).toHaveAttribute('data-hydrated', 'true');
  await expect(field(page, copy.labels.message)).toHaveValue('');
  await expect(field(page, copy.labels.email)).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('contact-draft'))).toBeNull();
});

test('a bot that fills the honeypot sees success and nothing is sent', ONE_VIEWPORT, async ({ page }, testInfo) => {
  const email = await openForm(page, testInfo);
  const posts = countContactPosts(page);
  await fill(page, email);
  await page.locator('#contact-website').evaluate((el: HTMLInputElement) => (el.value = 'https://spam.example'));
  await submit(page).click();
  await expect(page.getByRole('dialog', { name: copy.successTitle })).toBeVisible();
  expect(posts()).toBe(0);
  expect(await storedRows(page, email)).toHaveLength(0);
});

test(
  'a submission faster than a person types waits out the minimum time, then sends: never success without sending',
  ONE_VIEWPORT,
  async ({ page }, testInfo) => {
    const email = await openForm(page, testInfo);
    const posts = countContactPosts(page);
    for (const [label, value] of [
      [copy.labels.firstName, 'Quick'],
      [copy.labels.lastName, 'Typist'],
      [copy.labels.email, email],
      [copy.labels.message, 'Pasted in one go'],
    ] as const) {
      await field(page, label).fill(value);
    }
    await page.clock.fastForward(MIN_FILL_MS - 1_000);
    await submit(page).click();
    await expect(page.getByRole('button', { name: copy.submitting })).toBeDisabled();
    expect(posts()).toBe(0);
    await expect(page.getByRole('dialog', { name: copy.successTitle })).toBeHidden();
    await page.clock.fastForward(1_000);
    await expect(page.getByRole('dialog', { name: copy.successTitle })).toBeVisible();
    expect(posts()).toBe(1);
    expect(await storedRows(page, email)).toHaveLength(1);
  },
);

test(
  'a visitor who reloads and sends at once has the request stored (a restored draft is not a bot)',
  ONE_VIEWPORT,
  async ({ page }, testInfo) => {
    const email = await openForm(page, testInfo);
    await fill(page, email);
    await page.reload();
    await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', 'true');
    await humanCheckSolved(page);
    await expect(field(page, copy.labels.email)).toHaveValue(email);
    await submit(page).click(); // no time passes on the page's clock
    await expect(page.getByRole('dialog', { name: copy.successTitle })).toBeVisible();
    expect(await storedRows(page, email)).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('contact-draft'))).toBeNull();
  },
);

/** Answers the contact POST as the REST API would for a failure (status and PostgREST error body). */
async function answerContactWith(page: Page, status: number, body: object) {
  await page.route('**/rest/v1/contacts', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify(body),
        })
      : route.fallback(),
  );
}

test(
  'each failure has its own message from content, and every value and the draft are kept',
  ONE_VIEWPORT,
  async ({ page }, testInfo) => {
    const content = checkContent().content!;
    const email = await openForm(page, testInfo);
    await fill(page, email);
    const alert = page.getByRole('alert');
    const cases: [number, object, string][] = [
      [
        429,
        { code: 'PT429', message: 'Too many contact requests from this address.', details: null, hint: null },
        copy.failures.rateLimited.replace('{phone}', content.site.contact.phones[0]!.display),
      ],
      [500, { code: 'XX000', message: 'internal error', details: null, hint: null }, withReach(copy.failures.server)],
      [
        400,
        {
          code: '23514',
          message: 'new row for relation "contacts" violates check constraint "contacts_last_name_plain_text"',
          details: null,
          hint: null,
        },
        copy.failures.invalidField.replace('{field}', copy.failures.fieldNames.lastName),
      ],
    ];
    for (const [status, body, message] of cases) {
      await page.unrouteAll({ behavior: 'wait' });
      await answerContactWith(page, status, body);
      await submit(page).click();
      await expect(alert).toHaveText(message);
      await expect(submit(page)).toBeEnabled();
      await expect(field(page, copy.labels.email)).toHaveValue(email);
      await expect(field(page, copy.labels.message)).toHaveValue(/three restaurants/);
      expect(await page.evaluate(() => localStorage.getItem('contact-draft'))).toContain(email);
    }
    // The refused field is marked and named under the field too.
    await expect(field(page, copy.labels.lastName)).toHaveAttribute('aria-invalid', 'true');
  },
);

test(
  'before the script runs, the form cannot send, and nothing the visitor typed goes into the URL',
  ONE_VIEWPORT,
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    const form = page.locator('form[data-contact-form]');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.getByRole('button', { name: copy.submit })).toBeDisabled();
    // (Playwright's text matching skips <noscript>, so its text is read directly.)
    expect(await page.locator('noscript').allTextContents()).toContain(copy.noScript);
    const footer = page.locator('form[data-newsletter]');
    await expect(footer).toHaveAttribute('method', 'post');
    await expect(footer.getByRole('button')).toBeDisabled();
    await field(page, copy.labels.email).fill('private@example.com');
    await field(page, copy.labels.email).press('Enter');
    expect(page.url()).not.toContain('private');
    await context.close();
  },
);

test(
  'a request sent from /contact reaches the owner as an .eml in the data folder, Reply-To the visitor',
  ONE_VIEWPORT,
  async ({ page }, testInfo) => {
    const content = checkContent().content!;
    const email = await openForm(page, testInfo);
    await fill(page, email);
    await submit(page).click();
    await expect(page.getByRole('dialog', { name: copy.successTitle })).toBeVisible();
    const [row] = await storedRows(page, email);
    const sent = () =>
      mailbox().filter(
        (m) => m.text.includes(`<${email}>`) && m.text.includes(`\r\nTo: ${content.site.notifications.leadsTo}`),
      );
    await expect.poll(() => sent().length, { timeout: 30_000 }).toBe(1);
    const { file, text } = sent()[0]!;
    expect(file).toMatch(/^notification-job-\d+-\d+\.eml$/); // named by its outbox job
    expect(text).toContain(`To: ${content.site.notifications.leadsTo}`);
    expect(text).toContain(`Reply-To: "Ada O'Brien" <${email}>`);
    expect(text).toContain("Subject: New consultation request from Ada O'Brien");
    expect(decoded(text)).toContain(row!.message.replace('🍝', ''));
  },
);

test(
  'newsletter: sign up in the footer, confirm by the e-mailed link, unsubscribe by the other',
  ONE_VIEWPORT,
  async ({ page }, testInfo) => {
    const content = checkContent().content!;
    const email = (await openForm(page, testInfo)).replace('visitor-', 'reader-');
    const form = page.locator('form[data-newsletter]');
    for (let i = 0; i < 2; i++) {
      await form.getByLabel(content.ui.footer.newsletterEmail).fill(i ? email.toUpperCase() : email);
      await form.getByRole('button').click();
      await expect(form.getByRole('status')).toHaveText(content.site.footer.newsletter.success);
    }
    const subscribers = await readTable<{ email: string; confirmed_at: string | null }>(page, 'newsletter_subscribers');
    expect(subscribers.filter((r) => r.email.toLowerCase() === email.toLowerCase())).toMatchObject([
      { confirmed_at: null },
    ]);

    const link = (kind: 'confirm' | 'unsubscribe') => {
      const mail = mailbox().find((m) => m.text.includes(`To: ${email}`));
      return (
        mail &&
        new RegExp(`http://localhost:\\d+(/newsletter/${kind}#token=[0-9a-f]{64})`).exec(decoded(mail.text))?.[1]
      );
    };
    await expect.poll(() => link('confirm'), { timeout: 30_000 }).toBeTruthy();

    await page.goto(link('confirm')!);
    const confirm = content.newsletter.confirm;
    await page.getByRole('button', { name: confirm.button }).click();
    await expect(page.locator('form[data-newsletter-link]').getByRole('status')).toHaveText(confirm.success);
    expect(new URL(page.url()).hash).toBe(''); // the token leaves the address bar
    const confirmed = await readTable<{ email: string; confirmed_at: string | null }>(page, 'newsletter_subscribers');
    expect(confirmed.find((r) => r.email === email)?.confirmed_at).not.toBeNull();

    await page.goto(link('unsubscribe')!);
    const unsubscribe = content.newsletter.unsubscribe;
    await page.getByRole('button', { name: unsubscribe.button }).click();
    await expect(page.locator('form[data-newsletter-link]').getByRole('status')).toHaveText(unsubscribe.success);
    const after = await readTable<{ email: string }>(page, 'newsletter_subscribers');
    expect(after.find((r) => r.email === email)).toBeUndefined();
  },
);

test(
  "newsletter: past the day's cap the box says sign-ups are paused until tomorrow, keeping the address",
  ONE_VIEWPORT,
  async ({ page }, testInfo) => {
    const content = checkContent().content!;
    const email = (await openForm(page, testInfo)).replace('visitor-', 'capped-');
    // What the database answers past the cap (tests/backend/gateway.test.ts holds the real one to it).
    await page.route('**/rest/v1/rpc/subscribe_newsletter', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({
          code: 'PT429',
          message: 'Newsletter sign-ups are paused until tomorrow.',
          details: 'newsletter_daily_cap',
          hint: 'At most 50 confirmation e-mails are sent a day.',
        }),
      }),
    );
    const form = page.locator('form[data-newsletter]');
    const input = form.getByLabel(content.ui.footer.newsletterEmail);
    await input.fill(email);
    await form.getByRole('button').click();
    await expect(form.getByRole('status')).toHaveText(content.site.footer.newsletter.paused);
    await expect(input).toHaveValue(email);
    await expect(form.getByRole('button')).toBeEnabled();
  },
);

test(
  'a newsletter page opened without a valid link says so and offers no button to press',
  ONE_VIEWPORT,
  async ({ page }) => {
    const content = checkContent().content!;
    await page.goto('/newsletter/confirm');
    await expect(page.locator('form[data-newsletter-link]').getByRole('status')).toHaveText(
      content.newsletter.confirm.invalid,
    );
    await expect(page.getByRole('button', { name: content.newsletter.confirm.button })).toBeDisabled();
  },
);

test(
  'the privacy note links to the privacy policy, and the page names every industry served',
  ONE_VIEWPORT,
  async ({ page }) => {
    const content = checkContent().content!;
    await page.goto('/contact');
    const form = page.locator('form[data-contact-form]');
    const link = form.getByRole('link', { name: copy.privacyLink.label });
    await expect(link).toHaveAttribute('href', copy.privacyLink.href);
    const note = copy.privacyNote.replace('{link}', copy.privacyLink.label);
    await expect(form.getByText(note)).toBeVisible();
    const served = page.getByRole('region', { name: content.contact.industries.title });
    for (const slug of content.contact.industries.items) {
      const industry = content.industries.items.find((i) => i.slug === slug)!;
      await expect(served.getByRole('link', { name: industry.title, exact: true })).toHaveAttribute(
        'href',
        `/industries/${slug}`,
      );
    }
    expect(content.contact.industries.items).toContain('ecommerce');
  },
);

test(
  'a visitor from a LinkedIn campaign: the attribution in the stored row and the owner’s e-mail, a booking link with name and e-mail',
  ONE_VIEWPORT,
  async ({ page }, testInfo) => {
    const content = checkContent().content!;
    const address = visitorAddress(testInfo);
    await page.route(BACKEND_CALLS, (route) =>
      route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
    );
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START + 60_000);
    const landing = '/blog/vibe-coding-future-development';
    await page.goto(`${landing}?utm_source=linkedin&utm_campaign=nov-launch`);
    // On to the contact page by the article's own link, as a reader would.
    await page.locator(`main a[href="/contact"]`).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await startUsing(page);
    const email = `campaign-${testInfo.repeatEachIndex}-${Date.now()}+lead@example.com`;
    await fill(page, email);
    await submit(page).click();

    const dialog = page.getByRole('dialog', { name: copy.successTitle });
    const booking = dialog.getByRole('link', { name: copy.bookingAction });
    await expect(booking).toBeVisible();
    const href = new URL((await booking.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(content.site.booking.url);
    expect(href.searchParams.get('name')).toBe("Ada O'Brien");
    expect(href.searchParams.get('email')).toBe(email);
    expect(href.search).toContain(`email=${encodeURIComponent(email)}`); // + and @ encoded
    await expect(booking).toHaveAttribute('target', '_blank');

    const rows = await readTable<Record<string, string | null>>(page, 'contacts');
    expect(rows.find((r) => r.email === email)).toMatchObject({
      landing_page: landing,
      referrer: null,
      utm_source: 'linkedin',
      utm_medium: null,
      utm_campaign: 'nov-launch',
      form_page: '/contact',
    });

    const line = `Came from: LinkedIn / nov-launch, landed on ${landing}, sent from /contact`;
    const owner = () =>
      mailbox().find(
        (m) => m.text.includes(`<${email}>`) && m.text.includes(`\r\nTo: ${content.site.notifications.leadsTo}`),
      );
    const receipt = () => mailbox().find((m) => m.text.includes(`\r\nTo: ${email}\r\n`));
    await expect.poll(() => Boolean(owner() && receipt()), { timeout: 30_000 }).toBe(true);
    expect(decoded(owner()!.text)).toContain(line);
    // The subject names the company ({company} in content/contact.yaml).
    expect(receipt()!.text).toContain(
      `Subject: ${content.contact.receipt.subject.replace('{company}', content.site.company.name)}`,
    );
    expect(receipt()!.text).toContain('Content-Type: text/html');
    // The receipt repeats the first name only: no campaign values, no last name.
    const body = decoded(receipt()!.text);
    expect(body).not.toContain('nov-launch');
    expect(body).not.toContain("O'Brien");
    expect(body).toContain(`name=Ada&email=${encodeURIComponent(email)}`);
    // The owner's e-mail went out first: its job is the older one.
    const job = (file: string) => Number(/^notification-job-(\d+)-/.exec(file)![1]);
    expect(job(owner()!.file)).toBeLessThan(job(receipt()!.file));
  },
);
