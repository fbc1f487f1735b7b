// Raw HTML of every route: what crawlers and visitors without JavaScript get.
// (Runs in the desktop project only: raw HTML does not depend on the viewport.)
import { expect, test } from '@playwright/test';
import { checkContent } from '../src/content/index.ts';
import { languageTag } from '../src/lib/format.ts';
import { PAGE_ROUTES } from './routes.ts';

const lang = languageTag(checkContent().content!.site.seo.locale);

test.describe('raw HTML of every route', () => {
  for (const route of PAGE_ROUTES) {
    test(`${route.path} answers 200 with one h1, title, description and canonical`, async ({ request, baseURL }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}" dir="ltr">`); // from the locale setting
      expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical).toBe(new URL(route.path, 'https://www.lakeshore-ai.example.com/').toString());
      expect(html.includes('name="robots" content="noindex')).toBe(!route.indexable);
      expect(html).toContain('href="#main"'); // skip link
      expect(html).toContain('"@type":"ProfessionalService"');
      expect(baseURL).toBeTruthy();
    });
  }

  test('an unknown path answers 404 with the 404 page', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('noindex');
    expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
  });
});
