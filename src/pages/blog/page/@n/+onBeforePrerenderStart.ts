// https://vike.dev/onBeforePrerenderStart — blog index pages after the first.
import { urlsOf } from '../../../prerender-urls.ts';

export const onBeforePrerenderStart = () => urlsOf('blog').filter((url) => url !== '/blog');
