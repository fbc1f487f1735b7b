// https://vike.dev/prerender#partial — a blog with a single page of posts has no /blog/page/<n>
// URL to pre-render; that is expected, not a warning.
import type { Config } from 'vike/types';

export default { prerender: { partial: true } } satisfies Config;
