// https://vike.dev/onRenderHtml — renders a page to a complete static HTML document (./render.tsx)
// from its data (pageContext.data: what its +data.ts returns, see ./data-hook.ts).
import { renderToStaticMarkup } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { sendToSearchIndex } from '../../scripts/build/vike-channel.ts';
import { FIX_AND_SAVE, formatProblem, type Problem, problemCount } from '../content/problems.ts';
import { isIndexed } from '../lib/search-index.ts';
import '../styles/site.css';
import { pageHtml } from './render.tsx';
import './types.ts';

export async function onRenderHtml(pageContext: PageContextServer) {
  const { data, Page } = pageContext;
  if ('problems' in data) return problemsPage(data.problems);
  const html = pageHtml(Page, data);
  // `npm run build`: a page search finds goes to its index as soon as it is rendered.
  if (pageContext.isPrerendering && isIndexed(data.chrome.main)) await sendToSearchIndex(data.chrome.currentPath, html);
  return escapeInject`${dangerouslySkipEscape(html)}`;
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
