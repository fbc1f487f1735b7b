/** The one HTML shell of every page: head (meta, social, structured data), skip link, header, footer. */
import type { ReactNode } from 'react';
import type { SiteContent } from '../content/load.ts';
import type { Route } from '../content/routes.ts';
import { languageTag } from '../lib/format.ts';
import { serializeJsonLd } from '../lib/json-ld.ts';
import { searchIndexMarks } from '../lib/search-index.ts';
import type { PageMeta } from '../lib/seo.ts';
import { CookieBanner } from './CookieBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function Document(props: {
  content: SiteContent;
  route: Route;
  meta: PageMeta;
  feedUrl: string;
  children: ReactNode;
}) {
  const { content, route, meta, children } = props;
  const { site } = content;
  return (
    <html lang={languageTag(site.seo.locale)} dir="ltr" data-analytics={site.analytics.googleTagId ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.keywords?.length ? <meta name="keywords" content={meta.keywords.join(', ')} /> : null}
        {meta.noindex ? <meta name="robots" content="noindex, follow" /> : null}
        {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
        <meta name="theme-color" content="#0b1b3a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title={content.blog.feedTitle} href={props.feedUrl} />
        <meta property="og:site_name" content={site.company.name} />
        <meta property="og:locale" content={site.seo.locale} />
        <meta property="og:type" content={meta.ogType} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        {meta.canonical ? <meta property="og:url" content={meta.canonical} /> : null}
        <meta property="og:image" content={meta.image} />
        <meta property="og:image:alt" content={meta.imageAlt} />
        {meta.publishedTime ? <meta property="article:published_time" content={meta.publishedTime} /> : null}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:site" content={site.seo.twitterHandle} />
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
        <PageChrome content={content} route={route}>
          {children}
        </PageChrome>
      </body>
    </html>
  );
}

/** What every page's body holds around the page itself; the editor's previews draw it too. */
export function PageChrome({ content, route, children }: { content: SiteContent; route: Route; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-60 rounded-lg bg-brand px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {content.site.skipLinkLabel}
      </a>
      <Header content={content} route={route} />
      <main id="main" tabIndex={-1} className="outline-none" {...searchIndexMarks(route, content)}>
        {children}
      </main>
      <Footer content={content} />
      <CookieBanner content={content} />
    </>
  );
}
