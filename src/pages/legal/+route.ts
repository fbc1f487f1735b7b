// https://vike.dev/route-function — /privacy-policy, /terms-of-service, /cookie-policy: the
// legal pages of the route table (one per file in content/legal).
import type { PageContextServer } from 'vike/types';

export default function route(pageContext: PageContextServer) {
  const { urlPathname, build } = pageContext;
  const legal = build.routes.find((r) => r.kind === 'legal' && r.path === urlPathname);
  return legal?.slug ? { routeParams: { slug: legal.slug } } : false;
}
