// https://vike.dev/onBeforePrerenderStart — the pages to pre-render: every route of the route
// table (the not-found page is Vike's own error page, written as 404.html). It is the first hook
// of a build to need the content, so content with problems stops the build here, before any page
// is written, with every problem in the words of `npm run check`.
import { ContentProblems } from '../../content/index.ts';
import { formatProblem, problemCount } from '../../content/problems.ts';
import { siteData } from '../site-data.ts';

export async function onBeforePrerenderStart(): Promise<string[]> {
  try {
    const { routes } = await siteData();
    return routes.filter((route) => route.kind !== 'not-found').map((route) => route.path);
  } catch (error) {
    if (!(error instanceof ContentProblems)) throw error;
    for (const problem of error.problems) console.error(formatProblem(problem));
    console.error(`\n✗ ${problemCount(error.problems)}; no page was written. See CONTENT.md, "Reading an error".`);
    process.exit(1);
  }
}
