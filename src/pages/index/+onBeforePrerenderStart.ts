// https://vike.dev/onBeforePrerenderStart — the pages to pre-render: every route of the route
// table (the not-found page is Vike's own error page, written as 404.html).
import { siteData } from '../site-data.ts';

export async function onBeforePrerenderStart(): Promise<string[]> {
  const { routes } = await siteData();
  return routes.filter((route) => route.kind !== 'not-found').map((route) => route.path);
}
