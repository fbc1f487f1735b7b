// Raw HTML of every route: what crawlers and visitors without JavaScript get.
// (Runs in the desktop project only: raw HTML does not depend on the viewport.)
import { expect, test } from '@playwright/test';
import { checkContent } from '../src/content/index.ts';
import { languageTag } from '../src/lib/format.ts';
import { absoluteUrl, siteOrigin } from '../src/lib/seo.ts';
import { PAGE_ROUTES } from './routes.ts';

const content = checkContent().content!;
const lang = languageTag(content.site.seo.locale);
// The origin the build writes into links (SITE_URL, else site.yaml's url), not the test server's.
const origin = siteOrigin(content);

test.describe('raw HTML of every route', () => {
  for (const route of PAGE_ROUTES) {
    test(`${route.path} answers 200 with one h1, title, description and canonical`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}" dir="ltr">`); // from the locale setting
      expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical).toBe(absoluteUrl(origin, route.path));
      // Shared links point to the same address as the canonical one.
      expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1]).toBe(canonical);
      expect(html.includes('name="robots" content="noindex')).toBe(!route.indexable);
      expect(html).toContain('href="#main"'); // skip link
      expect(html).toContain('"@type":"ProfessionalService"');
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('an unknown path answers 404 with the 404 page', async ({ page }) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.notFound.title);
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<meta name="robots" content="noindex');
      expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
    });
  });
});
