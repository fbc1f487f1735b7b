// https://vike.dev/config — every route is pre-rendered to static HTML; no page ships Vike's
// client runtime. Interactive islands are hydrated by our own small client bundle
// (src/client/), built by scripts/build.ts.
import type { Config } from 'vike/types';

export default {
  // partial: a blog with one page of posts has no /blog/page/<n> to pre-render. scripts/build.ts
  // checks instead that the written pages are exactly the route table.
  prerender: { partial: true },
  clientRouting: false,
  clientHooks: false,
  trailingSlash: false,
  // The page component renders on the server only; islands are bundled separately.
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config;
