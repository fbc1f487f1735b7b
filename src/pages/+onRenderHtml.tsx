// https://vike.dev/onRenderHtml — renders a page to a complete static HTML document.
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { Document } from '../components/Document.tsx';
import { getContent } from '../content/index.ts';
import { findRoute, NOT_FOUND_PATH } from '../content/routes.ts';
import { clientAssets } from '../lib/client-assets.ts';
import { absoluteUrl, pageMeta, siteOrigin } from '../lib/seo.ts';
import '../styles/site.css';
import './types.ts';

export function onRenderHtml(pageContext: PageContextServer) {
  const { content, routes } = getContent();
  const path = pageContext.is404 ? NOT_FOUND_PATH : pageContext.urlPathname;
  const route = findRoute(routes, path);
  if (!route) throw new Error(`No route in the route table for ${path}`);
  const origin = siteOrigin(content);
  const { Page } = pageContext;
  const meta = pageMeta(route, routes, content, origin);
  const html = renderToString(
    <Document
      content={content}
      route={route}
      meta={meta}
      assets={clientAssets()}
      feedUrl={absoluteUrl(origin, '/rss.xml')}
    >
      <Page content={content} route={route} breadcrumbs={meta.breadcrumbs} />
    </Document>,
  );
  return escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`;
}
