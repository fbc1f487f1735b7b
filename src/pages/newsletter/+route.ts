// https://vike.dev/route-function — /newsletter/confirm and /newsletter/unsubscribe: the pages
// behind the links in newsletter e-mails (route table: NEWSLETTER_PATHS).
import type { PageContextServer } from 'vike/types';

export default function route(pageContext: PageContextServer) {
  const { urlPathname, build } = pageContext;
  const page = build.routes.find((r) => r.kind === 'newsletter' && r.path === urlPathname);
  return page?.slug ? { routeParams: { slug: page.slug } } : false;
}
