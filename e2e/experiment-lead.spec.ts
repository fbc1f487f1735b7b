// A lead records the variant its visitor saw (issue 55): on a landing page whose <html> names an
// experiment and a variant (data-experiment, data-variant, as the page's script sets them before
// the first paint), the contact form sends both with the request, and the database stores them.
// The attributes are set here by the test, so that this holds whichever script picks the variant.
import { expect, test } from '@playwright/test';
import { checkContent } from '../src/content/index.ts';
import { MIN_FILL_MS } from '../src/islands/ContactForm.tsx';
import { EXPERIMENT_ATTRIBUTES } from '../src/lib/experiment-rules.ts';
import { BACKEND_CALLS, humanCheckSolved, readTable, visitorAddress } from './leads.ts';
import { ONE_VIEWPORT } from './viewports.ts';

const content = checkContent().content!;
const path = `/${content.landing[0]?.slug}`;

test('a lead sent from variant b of an experiment records b', ONE_VIEWPORT, async ({ page }, testInfo) => {
  const copy = content.contact.form;
  const address = visitorAddress(testInfo);
  await page.route(BACKEND_CALLS, (route) =>
    route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  // The form's fill-time check reads the page's clock: it stands still until the test moves it.
  const start = Date.UTC(2025, 0, 6, 9);
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
  await page.goto(path);
  await page.evaluate(
    ([experiment, variant]) => {
      document.documentElement.setAttribute(experiment, 'restaurant-headline');
      document.documentElement.setAttribute(variant, 'b');
    },
    [EXPERIMENT_ATTRIBUTES.experiment, EXPERIMENT_ATTRIBUTES.variant] as const,
  );
  const form = page.locator('#contact-form form[data-contact-form]');
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await field(copy.labels.firstName).focus();
  await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', 'true');
  await humanCheckSolved(page);
  const email = `variant-b-${testInfo.repeatEachIndex}-${Date.now()}@example.com`;
  await field(copy.labels.firstName).fill('Bea');
  await field(copy.labels.lastName).fill('Variant');
  await field(copy.labels.email).fill(email);
  await field(copy.labels.message).fill('The second headline said exactly what we need.');
  await page.clock.fastForward(MIN_FILL_MS);
  await form.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByRole('dialog', { name: copy.successTitle })).toBeVisible();

  const rows = await readTable<{ email: string; experiment: string | null; experiment_variant: string | null }>(
    page,
    'contacts',
  );
  expect(rows.find((r) => r.email === email)).toMatchObject({
    experiment: 'restaurant-headline',
    experiment_variant: 'b',
  });
});
