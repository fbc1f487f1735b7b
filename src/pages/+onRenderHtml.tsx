// https://vike.dev/onRenderHtml — renders a page to a complete static HTML document, from the
// build data scripts/build.ts passes with every page (pageContext.build, see ./types.ts).
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { Document } from '../components/Document.tsx';
import { ImageManifestContext } from '../components/ResponsiveImage.tsx';
import { findRoute, NOT_FOUND_PATH } from '../content/routes.ts';
import { absoluteUrl, pageMeta } from '../lib/seo.ts';
import '../styles/site.css';
import './types.ts';

export function onRenderHtml(pageContext: PageContextServer) {
  const { content, routes, origin, assets, images } = pageContext.build;
  const path = pageContext.is404 ? NOT_FOUND_PATH : pageContext.urlPathname;
  const route = findRoute(routes, path);
  if (!route) throw new Error(`No route in the route table for ${path}`);
  const { Page } = pageContext;
  const meta = pageMeta(route, routes, content, origin);
  const html = renderToString(
    <ImageManifestContext value={images}>
      <Document content={content} route={route} meta={meta} assets={assets} feedUrl={absoluteUrl(origin, '/rss.xml')}>
        <Page content={content} route={route} breadcrumbs={meta.breadcrumbs} />
      </Document>
    </ImageManifestContext>,
  );
  return escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`;
}
