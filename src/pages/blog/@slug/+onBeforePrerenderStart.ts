// https://vike.dev/onBeforePrerenderStart — one page per published article.
import { urlsOf } from '../../prerender-urls.ts';

export const onBeforePrerenderStart = () => urlsOf('post');
