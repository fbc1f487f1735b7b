// https://vike.dev/config — Vike bundles the pages; scripts/build.ts renders every route of the
// route table to static HTML with Vike's renderPage() (scripts/lib/render.ts), passing the build
// data as pageContext.build. No page ships Vike's client runtime: interactive islands are
// hydrated by our own small client bundle (src/client/), built by scripts/build.ts.
import type { Config } from 'vike/types';

export default {
  clientRouting: false,
  clientHooks: false,
  trailingSlash: false,
  // The page component renders on the server only; islands are bundled separately.
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config;
