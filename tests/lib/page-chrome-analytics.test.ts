// What every page carries of the analytics settings (src/lib/page-chrome.ts, drawn by
// src/components/Document.tsx): the banner's text claims analytics cookies only with Google, and
// cookieless counting only with Plausible; a banner turned off leaves no banner and no "Cookie
// settings" button; the Plausible settings reach the page only when set up.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document } from '../../src/components/Document.tsx';
import { checkContent } from '../../src/content/index.ts';
import type { SiteContent } from '../../src/content/load.ts';
import { chromeData } from '../../src/lib/page-chrome.ts';
import type { PageMeta } from '../../src/lib/seo.ts';

const real = checkContent().content!;
const banner = real.site.cookieBanner;

function withSite(site: Partial<SiteContent['site']>, analytics: Partial<SiteContent['site']['analytics']> = {}) {
  return { ...real, site: { ...real.site, ...site, analytics: { ...real.site.analytics, ...analytics } } };
}
const chrome = (content: SiteContent) => chromeData(content, { path: '/', kind: 'home' }, 'https://www.example.com');
const META = {
  title: 'T',
  description: 'D',
  ogType: 'website',
  image: '/x.png',
  imageAlt: 'x',
  jsonLd: [],
} as unknown as PageMeta;
const html = (content: SiteContent) =>
  // Document uses no hooks: called as a function, it gives the element tree of the page.
  renderToStaticMarkup(Document({ chrome: chrome(content), meta: META, children: null }));

describe('the cookie banner per configuration', () => {
  it('says only its own text when no analytics is set (the shipped content)', () => {
    expect(real.site.analytics).toMatchObject({ googleTagId: null, plausibleDomain: null });
    expect(chrome(real).cookieBanner?.text).toBe(banner.text);
    expect(html(real)).not.toContain(banner.analyticsCookies);
  });

  it('adds the analytics-cookies sentence with Google, and the cookieless one with Plausible only', () => {
    const google = chrome(withSite({}, { googleTagId: 'G-TEST1234' }));
    expect(google.cookieBanner?.text).toBe(`${banner.text} ${banner.analyticsCookies}`);
    const plausible = chrome(withSite({}, { plausibleDomain: 'www.example.com' }));
    expect(plausible.cookieBanner?.text).toBe(`${banner.text} ${banner.cookielessAnalytics}`);
  });

  it('is gone, with the footer button that reopens it, when turned off', () => {
    const off = withSite({ cookieBanner: { ...banner, enabled: false } }, { plausibleDomain: 'www.example.com' });
    expect(chrome(off).cookieBanner).toBeNull();
    const page = html(off);
    expect(page).not.toContain('id="cookie-banner"');
    expect(page).not.toContain('data-cookie-settings');
    expect(html(real)).toContain('data-cookie-settings');
  });
});

describe("Plausible's settings on the page", () => {
  it('are absent without a domain, and name the domain, the events API and the booking page with one', () => {
    expect(html(real)).not.toMatch(/data-plausible|data-booking/);
    const page = html(withSite({}, { plausibleDomain: 'www.example.com', plausibleHost: 'https://stats.example.com' }));
    expect(page).toContain('data-plausible-domain="www.example.com"');
    expect(page).toContain('data-plausible-endpoint="https://stats.example.com/api/event"');
    expect(page).toContain(`data-booking="${real.site.booking.url}"`);
  });
});
