/**
 * The parts every page's <head> is made of: title, description, canonical URL, social tags and
 * structured data. Each page says what is its own (src/pages/<page>/page-data.ts); `pageMeta`
 * puts that over the site's defaults, with the organisation and the breadcrumb trail every page
 * carries. Pure: computed from the route and the content.
 */
import type { SiteContent } from '../content/load.ts';
import type { NewsletterPage, Route } from '../content/routes.ts';
import type { Seo } from '../content/schemas/common.ts';
import type { Faq } from '../content/schemas/people.ts';
import type { PrePaintPlan } from './experiments.ts';
import { fillTemplate } from './format.ts';
import { socialImageOf } from './image-manifest.ts';
import { heroOf } from './landing.ts';

export interface Breadcrumb {
  label: string;
  path: string;
}

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string[];
  /** Absolute canonical URL; absent on the 404 page. */
  canonical?: string;
  noindex: boolean;
  ogType: 'website' | 'article';
  image: string;
  imageAlt: string;
  jsonLd: object[];
  publishedTime?: string;
  /** What the page's pre-paint script chooses between (an experiment, messages): only pages that need it load it. */
  prePaint?: PrePaintPlan;
}

/** What a page's head is computed from. */
export interface MetaInput {
  content: SiteContent;
  route: Route;
  routes: readonly Route[];
  /** The public origin of the site, without a trailing slash (see siteOrigin). */
  origin: string;
}

/** What a page says of itself in its head; the rest are the site's defaults. */
export type OwnMeta = Pick<PageMeta, 'title' | 'description'> &
  Partial<Pick<PageMeta, 'keywords' | 'ogType' | 'image' | 'imageAlt' | 'publishedTime'>> & {
    /** Structured data of the page itself, after the organisation and the breadcrumb trail. */
    jsonLd?: object[];
  };

/** Canonical origin: the one given (SITE_URL: deploy previews), else the one in site.yaml. */
export function siteOrigin(content: SiteContent, siteUrl?: string): string {
  return (siteUrl || content.site.url).replace(/\/+$/, '');
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString();
}

/** A page's title in the site's title template ("%s | Lakeshore AI"). */
export function titled(content: Pick<SiteContent, 'site'>, title: string): string {
  return content.site.seo.titleTemplate.replace('%s', title);
}

/** The title (in the template), description and keywords of a page file's `seo` block. */
export function seoMeta(content: Pick<SiteContent, 'site'>, seo: Pick<Seo, 'title' | 'description' | 'keywords'>) {
  return { title: titled(content, seo.title), description: seo.description, keywords: seo.keywords };
}

/** The absolute address of a picture as social networks get it (an SVG's PNG). */
export function socialImage(origin: string, src: string): string {
  return absoluteUrl(origin, socialImageOf(src));
}

/**
 * Every picture a page names as its social image: the site's default, each article's, case
 * study's and landing page hero's. The build makes a PNG of each SVG among them.
 */
export function socialImageSources(content: Pick<SiteContent, 'site' | 'posts' | 'caseStudies' | 'landing'>): string[] {
  return [
    content.site.seo.defaultImage,
    ...content.posts.map((p) => p.image),
    ...content.caseStudies.map((c) => c.image),
    ...content.landing.flatMap((page) => heroOf(page.sections)?.image ?? []),
  ];
}

/** Human name of the page, used in breadcrumbs. */
export function routeLabel(route: Route, content: SiteContent): string {
  const bySlug = <T extends { slug: string }>(items: T[]) => items.find((i) => i.slug === route.slug);
  const names = content.ui.breadcrumbs;
  switch (route.kind) {
    case 'home':
      return names.home;
    case 'services':
      return names.services;
    case 'service':
      return bySlug(content.services.items)?.title ?? '';
    case 'industries':
      return names.industries;
    case 'case-study':
    case 'industry-coming-soon':
      return bySlug(content.industries.items)?.title ?? '';
    case 'blog':
      return route.page && route.page > 1 ? fillTemplate(names.blogPage, { page: route.page }) : names.blog;
    case 'post':
      return bySlug(content.posts)?.title ?? '';
    case 'about':
      return names.about;
    case 'contact':
      return names.contact;
    case 'legal':
      return bySlug(content.legal)?.title ?? '';
    case 'landing':
      return bySlug(content.landing)?.title ?? '';
    case 'newsletter':
      return content.newsletter[route.slug as NewsletterPage].title;
    case 'search':
      return content.search.seo.title;
    case 'not-found':
      return content.notFound.title;
  }
}

export function breadcrumbsFor(route: Route, routes: readonly Route[], content: SiteContent): Breadcrumb[] {
  const segments = route.path.split('/').filter(Boolean);
  if (route.kind === 'not-found' || segments.length < 2) return [];
  const parentPath = route.kind === 'blog' ? '/blog' : `/${segments[0]}`;
  const parent = routes.find((r) => r.path === parentPath);
  return [
    { label: content.ui.breadcrumbs.home, path: '/' },
    ...(parent ? [{ label: routeLabel(parent, content), path: parent.path }] : []),
    { label: routeLabel(route, content), path: route.path },
  ];
}

function organization(content: SiteContent, origin: string) {
  const { site } = content;
  const { contact } = site;
  const hours = {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: contact.hours.days,
    opens: contact.hours.opens,
    closes: contact.hours.closes,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${origin}/#organization`,
    name: site.company.name,
    legalName: site.company.legalName,
    description: site.company.tagline,
    url: `${origin}/`,
    logo: absoluteUrl(origin, site.company.logo),
    image: absoluteUrl(origin, site.seo.defaultImage),
    email: contact.email,
    telephone: contact.phones[0]?.tel,
    foundingDate: String(site.company.foundingYear),
    address: {
      '@type': 'PostalAddress',
      addressLocality: contact.location.city,
      addressRegion: contact.location.regionCode,
      addressCountry: contact.location.country,
    },
    areaServed: contact.areaServed,
    openingHoursSpecification: [hours],
    contactPoint: contact.phones.map((p) => ({
      '@type': 'ContactPoint',
      telephone: p.tel,
      contactType: p.whatsapp ? 'sales' : 'customer service',
      name: p.label,
      availableLanguage: contact.language,
      hoursAvailable: hours,
    })),
    sameAs: site.social.map((s) => s.url),
  };
}

/** Structured data of a list of questions and answers (rich results in search). */
export function faqPage(items: readonly Faq[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

/** Structured data of a breadcrumb trail. */
function breadcrumbList(breadcrumbs: readonly Breadcrumb[], origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs.map((b, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: b.label,
      item: absoluteUrl(origin, b.path),
    })),
  };
}

/**
 * A page's head: what the page says of itself (`own`) over the site's defaults (indexing from the
 * route table, the canonical URL, the default share picture), and its structured data after the
 * organisation and, below the top level, the breadcrumb trail.
 */
export function pageMeta({ content, route, routes, origin }: MetaInput, own: OwnMeta): PageMeta {
  const { site } = content;
  const breadcrumbs = breadcrumbsFor(route, routes, content);
  return {
    noindex: !route.indexable,
    canonical: route.kind === 'not-found' ? undefined : absoluteUrl(origin, route.path),
    ogType: 'website',
    image: socialImage(origin, site.seo.defaultImage),
    imageAlt: `${site.company.name}: ${site.company.tagline}`,
    ...own,
    jsonLd: [
      organization(content, origin),
      ...(breadcrumbs.length ? [breadcrumbList(breadcrumbs, origin)] : []),
      ...(own.jsonLd ?? []),
    ],
  };
}
