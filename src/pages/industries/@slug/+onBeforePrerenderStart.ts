// https://vike.dev/onBeforePrerenderStart — case studies and 'Coming soon' industry pages.
import { urlsOf } from '../../prerender-urls.ts';

export const onBeforePrerenderStart = () => urlsOf('case-study', 'industry-coming-soon');
