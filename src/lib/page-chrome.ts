/**
 * What every page shows around its own content, picked from the content for one page: the
 * site-wide tags of its head, the skip link, the header, the footer and the cookie banner
 * (src/components/Document.tsx). Only what those draw: the site settings also hold inboxes, the
 * editor's repository and the like, which no page shows. The editor's previews draw the same
 * from the same. Pure.
 */
import type { SiteContent } from '../content/load.ts';
import type { Route } from '../content/routes.ts';
import { cookieBannerText, plausibleSettings } from './analytics.ts';
import { searchIndexMarks } from './search-index.ts';
import { absoluteUrl } from './seo.ts';
import { contactShown, linkOf } from './shown.ts';

export function chromeData(content: SiteContent, route: Pick<Route, 'path' | 'kind'>, origin: string) {
  const { site, ui } = content;
  return {
    /** The page's own address: the header marks the section it is in. */
    currentPath: route.path,
    /** The attributes of <main>: whether site search indexes the page, and as what. */
    main: searchIndexMarks(route, content),
    head: {
      locale: site.seo.locale,
      twitterHandle: site.seo.twitterHandle,
      analyticsId: site.analytics.googleTagId,
      /**
       * Where the cookieless counter sends, and the booking page whose links it counts; null
       * without Plausible, and then no page carries any of it.
       */
      plausible: plausibleOf(site),
      feedTitle: content.blog.feedTitle,
      themeColour: site.company.colours.ink,
      favicon: {
        href: site.company.favicon,
        type: site.company.favicon.endsWith('.png') ? 'image/png' : 'image/svg+xml',
      },
      feedUrl: absoluteUrl(origin, '/rss.xml'),
    },
    company: { name: site.company.name, logo: site.company.logo, tagline: site.company.tagline },
    skipLinkLabel: site.skipLinkLabel,
    header: site.header,
    menuIndustries: content.industries.items.filter((i) => i.inMenu).map(linkOf),
    footer: site.footer,
    social: site.social,
    contact: contactShown(site.contact),
    /** null when the owner turned the banner off (allowed only without Google Analytics). */
    cookieBanner: site.cookieBanner.enabled
      ? {
          text: cookieBannerText(site.cookieBanner, site.analytics),
          policyLinkLabel: site.cookieBanner.policyLinkLabel,
          policyHref: site.cookieBanner.policyHref,
          accept: site.cookieBanner.accept,
          decline: site.cookieBanner.decline,
        }
      : null,
    ui: { header: ui.header, footer: ui.footer, newTab: ui.newTab, cookieBanner: ui.cookieBanner },
  };
}

function plausibleOf(site: SiteContent['site']) {
  const settings = plausibleSettings(site.analytics);
  return settings && { ...settings, bookingUrl: site.booking.url };
}

export type Chrome = ReturnType<typeof chromeData>;
