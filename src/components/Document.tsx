/** The one HTML shell of every page: head (meta, social, structured data), skip link, header, footer. */
import type { ReactNode } from 'react';
import { PRE_PAINT_PLAN_ID } from '../lib/experiments.ts';
import { languageTag } from '../lib/format.ts';
import { serializeJsonLd } from '../lib/json-ld.ts';
import type { Chrome } from '../lib/page-chrome.ts';
import { PRE_PAINT_SCRIPT } from '../lib/pre-paint-file.ts';
import type { PageMeta } from '../lib/seo.ts';
import { CookieBanner } from './CookieBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function Document({ chrome, meta, children }: { chrome: Chrome; meta: PageMeta; children: ReactNode }) {
  const { head } = chrome;
  return (
    <html
      lang={languageTag(head.locale)}
      dir="ltr"
      data-analytics={head.analyticsId ?? undefined}
      data-plausible-domain={head.plausible?.domain}
      data-plausible-endpoint={head.plausible?.endpoint}
      data-booking={head.plausible?.bookingUrl ?? undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {meta.prePaint ? <PrePaint plan={meta.prePaint} /> : null}
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.keywords?.length ? <meta name="keywords" content={meta.keywords.join(', ')} /> : null}
        {meta.noindex ? <meta name="robots" content="noindex, follow" /> : null}
        {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
        <meta name="theme-color" content={head.themeColour} />
        <link rel="icon" href={head.favicon.href} type={head.favicon.type} />
        <link rel="alternate" type="application/rss+xml" title={head.feedTitle} href={head.feedUrl} />
        <meta property="og:site_name" content={chrome.company.name} />
        <meta property="og:locale" content={head.locale} />
        <meta property="og:type" content={meta.ogType} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        {meta.canonical ? <meta property="og:url" content={meta.canonical} /> : null}
        <meta property="og:image" content={meta.image} />
        <meta property="og:image:alt" content={meta.imageAlt} />
        {meta.publishedTime ? <meta property="article:published_time" content={meta.publishedTime} /> : null}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:site" content={head.twitterHandle} />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        <meta name="twitter:image" content={meta.image} />
        <meta name="twitter:image:alt" content={meta.imageAlt} />
        {meta.jsonLd.map((data, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once on the server, never reordered.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes <, >, & and line separators.
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
        ))}
      </head>
      <body>
        <PageChrome chrome={chrome}>{children}</PageChrome>
      </body>
    </html>
  );
}

/**
 * An experiment's or a message's page: its plan as data, then the pre-paint script that reads it,
 * blocking and first in the head, so that the chosen variant is named before anything is painted
 * (a script from the site's own origin: the security policy allows no inline code).
 */
function PrePaint({ plan }: { plan: NonNullable<PageMeta['prePaint']> }) {
  return (
    <>
      <script
        type="application/json"
        id={PRE_PAINT_PLAN_ID}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes <, >, & and line separators.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(plan) }}
      />
      <script src={PRE_PAINT_SCRIPT} />
    </>
  );
}

/** What every page's body holds around the page itself; the editor's previews draw it too. */
export function PageChrome({ chrome, children }: { chrome: Chrome; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-60 rounded-lg bg-brand px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {chrome.skipLinkLabel}
      </a>
      <Header chrome={chrome} />
      <main id="main" tabIndex={-1} className="outline-none" {...chrome.main}>
        {children}
      </main>
      <Footer chrome={chrome} />
      <CookieBanner chrome={chrome} />
    </>
  );
}
