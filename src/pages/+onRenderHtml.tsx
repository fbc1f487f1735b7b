// https://vike.dev/onRenderHtml — renders a page to a complete static HTML document from the page
// data (pageContext.data, see ./+data.ts).
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { render } from 'vike/abort';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { sendToSearchIndex } from '../../scripts/build/search-pages.ts';
import { Document } from '../components/Document.tsx';
import { ImageManifestContext } from '../components/ResponsiveImage.tsx';
import { FIX_AND_SAVE, formatProblem, type Problem, problemCount } from '../content/problems.ts';
import { findRoute, NOT_FOUND_PATH, searchKindOf } from '../content/routes.ts';
import { absoluteUrl, pageMeta } from '../lib/seo.ts';
import '../styles/site.css';
import './types.ts';

export async function onRenderHtml(pageContext: PageContextServer) {
  const { data } = pageContext;
  if ('problems' in data) return problemsPage(data.problems);
  const { content, routes, origin, images } = data;
  const route = findRoute(routes, pageContext.is404 ? NOT_FOUND_PATH : pageContext.urlPathname);
  // A parameterised route (/blog/@slug) with no entry of that name: the dev server's 404.
  if (!route) throw render(404);
  const { Page } = pageContext;
  const meta = pageMeta(route, routes, content, origin);
  const html = renderToString(
    <ImageManifestContext value={images}>
      <Document content={content} route={route} meta={meta} feedUrl={absoluteUrl(origin, '/rss.xml')}>
        <Page content={content} route={route} breadcrumbs={meta.breadcrumbs} />
      </Document>
    </ImageManifestContext>,
  );
  // `npm run build`: a page search finds goes to its index as soon as it is rendered.
  if (pageContext.isPrerendering && searchKindOf(route)) await sendToSearchIndex(route.path, `<!DOCTYPE html>${html}`);
  return escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`;
}

/** The dev server's page while content has problems: every one, as `npm run check` prints it. */
function problemsPage(problems: Problem[]) {
  const html = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{problemCount(problems)}</title>
      </head>
      <body className="container-page py-12">
        <h1 className="text-2xl font-bold text-rose-800">{problemCount(problems)}</h1>
        <p className="mt-2 text-slate-700">{FIX_AND_SAVE}</p>
        <ul className="mt-6 space-y-3 text-sm">
          {problems.map((problem) => (
            <li key={formatProblem(problem)} className="rounded-lg bg-rose-50 p-3 text-rose-800">
              {formatProblem(problem)}
            </li>
          ))}
        </ul>
      </body>
    </html>,
  );
  return escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`;
}
