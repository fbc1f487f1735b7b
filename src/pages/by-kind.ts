/**
 * The page of each kind of route: its component (+Page.tsx) and the function its data is made by
 * (./page-kinds.ts), as Vike pairs them by folder through the page's +data.ts. For the
 * editor's previews, which draw an edited entry's page from their own content, and for the tests.
 */
import type { ReactNode } from 'react';
import type { CheckedContent } from '../content/index.ts';
import type { RouteKind } from '../content/routes.ts';
import type { MetaInput } from '../lib/seo.ts';
import NotFoundPage from './_error/+Page.tsx';
import AboutPage from './about/+Page.tsx';
import PostPage from './blog/@slug/+Page.tsx';
import BlogPage from './blog/+Page.tsx';
import ContactPage from './contact/+Page.tsx';
import HomePage from './index/+Page.tsx';
import IndustryPage from './industries/@slug/+Page.tsx';
import IndustriesPage from './industries/+Page.tsx';
import LegalPage from './legal/+Page.tsx';
import NewsletterPage from './newsletter/+Page.tsx';
import { DATA_OF } from './page-kinds.ts';
import SearchPage from './search/+Page.tsx';
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
  home: page(HomePage, DATA_OF.home),
  services: page(ServicesPage, DATA_OF.services),
  service: page(ServicePage, DATA_OF.service),
  industries: page(IndustriesPage, DATA_OF.industries),
  'case-study': page(IndustryPage, DATA_OF['case-study']),
  'industry-coming-soon': page(IndustryPage, DATA_OF['industry-coming-soon']),
  blog: page(BlogPage, DATA_OF.blog),
  post: page(PostPage, DATA_OF.post),
  about: page(AboutPage, DATA_OF.about),
  contact: page(ContactPage, DATA_OF.contact),
  // Landing pages share the legal pages' route (one address segment) and page.
  legal: page(LegalPage, DATA_OF.legal),
  landing: page(LegalPage, DATA_OF.landing),
  newsletter: page(NewsletterPage, DATA_OF.newsletter),
  'not-found': page(NotFoundPage, DATA_OF['not-found']),
  search: page(SearchPage, DATA_OF.search),
};
