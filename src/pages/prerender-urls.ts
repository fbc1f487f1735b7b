import { getContent } from '../content/index.ts';
import type { RouteKind } from '../content/routes.ts';

/** URLs of one kind of page, from the route table (the single source of truth). */
export function urlsOf(...kinds: RouteKind[]): string[] {
  return getContent()
    .routes.filter((r) => kinds.includes(r.kind))
    .map((r) => r.path);
}
