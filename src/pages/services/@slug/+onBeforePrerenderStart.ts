// https://vike.dev/onBeforePrerenderStart — one page per service in the route table.
import { urlsOf } from '../../prerender-urls.ts';

export const onBeforePrerenderStart = () => urlsOf('service');
