/**
 * The page of each kind of route: its component (+Page.tsx) and the function its data is made by
 * (./<page>/page-data.ts), as Vike pairs them by folder through the page's +data.ts. For the
 * editor's previews, which draw an edited entry's page from their own content, and for the tests.
 */
import type { ReactNode } from 'react';
import type { CheckedContent } from '../content/index.ts';
import type { RouteKind } from '../content/routes.ts';
import type { MetaInput } from '../lib/seo.ts';
import NotFoundPage from './_error/+Page.tsx';
import { notFoundData } from './_error/page-data.ts';
import AboutPage from './about/+Page.tsx';
import { aboutData } from './about/page-data.ts';
import PostPage from './blog/@slug/+Page.tsx';
import { postData } from './blog/@slug/page-data.ts';
import BlogPage from './blog/+Page.tsx';
import { blogData } from './blog/page-data.ts';
import ContactPage from './contact/+Page.tsx';
import { contactData } from './contact/page-data.ts';
import HomePage from './index/+Page.tsx';
import { homeData } from './index/page-data.ts';
import IndustryPage from './industries/@slug/+Page.tsx';
import { industryData } from './industries/@slug/page-data.ts';
import IndustriesPage from './industries/+Page.tsx';
import LegalPage from './legal/+Page.tsx';
import { legalOrLandingData } from './legal/page-data.ts';
import NewsletterPage from './newsletter/+Page.tsx';
import { newsletterData } from './newsletter/page-data.ts';
import { overviewData, serviceData } from './offerings.ts';
import SearchPage from './search/+Page.tsx';
import { searchData } from './search/page-data.ts';
import ServicePage from './services/@slug/+Page.tsx';
import ServicesPage from './services/+Page.tsx';
import type { PageInput, PageParts } from './types.ts';

export interface PageOfKind {
  /** What the page shows and says in its head, for a route of its kind. */
  data(input: MetaInput & { content: CheckedContent }): PageParts<object>;
  Page(props: object): ReactNode;
}

/** A page's component with its data function, the one's props being the other's. */
const page = <K extends RouteKind, Parts extends PageParts<object>>(
  Page: (props: Parts['props']) => ReactNode,
  data: (input: PageInput<K>) => Parts,
): PageOfKind => ({ Page, data });

export const PAGES: Record<RouteKind, PageOfKind> = {
  home: page(HomePage, homeData),
  services: page(ServicesPage, overviewData),
  service: page(ServicePage, serviceData),
  industries: page(IndustriesPage, overviewData),
  'case-study': page(IndustryPage, industryData),
  'industry-coming-soon': page(IndustryPage, industryData),
  blog: page(BlogPage, blogData),
  post: page(PostPage, postData),
  about: page(AboutPage, aboutData),
  contact: page(ContactPage, contactData),
  // Landing pages share the legal pages' route (one address segment) and page.
  legal: page(LegalPage, legalOrLandingData),
  landing: page(LegalPage, legalOrLandingData),
  newsletter: page(NewsletterPage, newsletterData),
  'not-found': page(NotFoundPage, notFoundData),
  search: page(SearchPage, searchData),
};
