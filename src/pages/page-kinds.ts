/**
 * The data function (./<page>/page-data.ts) of each kind of route, without its component: what
 * by-kind.ts pairs with the pages, and what `npm start`'s renderer (scripts/build/incremental.ts)
 * computes for every route to tell which pages an edit changed. Plain TypeScript, so Node runs it.
 */
import { notFoundData } from './_error/page-data.ts';
import { aboutData } from './about/page-data.ts';
import { postData } from './blog/@slug/page-data.ts';
import { blogData } from './blog/page-data.ts';
import { contactData } from './contact/page-data.ts';
import { homeData } from './index/page-data.ts';
import { industryData } from './industries/@slug/page-data.ts';
import { legalOrLandingData } from './legal/page-data.ts';
import { newsletterData } from './newsletter/page-data.ts';
import { overviewData, serviceData } from './offerings.ts';
import { searchData } from './search/page-data.ts';

export const DATA_OF = {
  home: homeData,
  services: overviewData,
  service: serviceData,
  industries: overviewData,
  'case-study': industryData,
  'industry-coming-soon': industryData,
  blog: blogData,
  post: postData,
  about: aboutData,
  contact: contactData,
  legal: legalOrLandingData,
  landing: legalOrLandingData,
  newsletter: newsletterData,
  'not-found': notFoundData,
  search: searchData,
} as const;
