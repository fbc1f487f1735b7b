// https://vike.dev/route-function — /privacy-policy, /terms-of-service, /cookie-policy: one
// page per file in content/legal.
import type { PageContextServer } from 'vike/types';
import { getContent } from '../../content/index.ts';

export default function route(pageContext: PageContextServer) {
  const slug = pageContext.urlPathname.slice(1);
  return getContent().content.legal.some((p) => p.slug === slug) ? { routeParams: { slug } } : false;
}
