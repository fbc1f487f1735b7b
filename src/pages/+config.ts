// https://vike.dev/config — every page is pre-rendered to static HTML. No page ships Vike's
// client runtime: +client.ts is the site's own small script, which hydrates the islands.
import type { Config } from 'vike/types';

export default {
  prerender: {
    // Which pages exist is the route table's call (index/+onBeforePrerenderStart.ts): a page
    // with no route in it (a second blog page for three posts) is not an omission.
    partial: true,
    // Pages in flight at once: one renders while others are written to disk.
    parallel: 8,
    // The server bundle stays beside the site: `npm start` renders the pages an edit changed
    // with it (scripts/build/incremental.ts), instead of building the whole site again.
    keepDistServer: true,
  },
  clientRouting: false,
  clientHooks: false,
  trailingSlash: false,
  // The page component renders on the server only; islands are bundled separately.
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config;
