// https://vike.dev/onBeforePrerenderStart — one page per legal document.
import { urlsOf } from '../prerender-urls.ts';

export const onBeforePrerenderStart = () => urlsOf('legal');
