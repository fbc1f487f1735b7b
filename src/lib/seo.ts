/**
 * Everything a page's <head> says about it: title, description, canonical URL, social tags
 * and structured data. Pure: computed from the route and the content.
 */
import type { LandingPage, SiteContent } from '../content/load.ts';
import type { NewsletterPage, Route } from '../content/routes.ts';
import type { Faq } from '../content/schemas/people.ts';
import { fillTemplate } from './format.ts';
import { socialImageOf } from './image-manifest.ts';
import { faqsOf, heroOf } from './landing.ts';

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
  breadcrumbs: Breadcrumb[];
  jsonLd: object[];
  publishedTime?: string;
}

/** Canonical origin: the one given (SITE_URL: deploy previews), else the one in site.yaml. */
export function siteOrigin(content: SiteContent, siteUrl?: string): string {
  return (siteUrl || content.site.url).replace(/\/+$/, '');
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString();
}

function applyTemplate(content: SiteContent, title: string): string {
  return content.site.seo.titleTemplate.replace('%s', title);
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
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: contact.hours.days,
        opens: contact.hours.opens,
        closes: contact.hours.closes,
      },
    ],
    contactPoint: contact.phones.map((p) => ({
      '@type': 'ContactPoint',
      telephone: p.tel,
      contactType: p.whatsapp ? 'sales' : 'customer service',
      name: p.label,
      availableLanguage: contact.language,
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: contact.hours.days,
        opens: contact.hours.opens,
        closes: contact.hours.closes,
      },
    })),
    sameAs: site.social.map((s) => s.url),
  };
}

/** Structured data of a list of questions and answers (rich results in search). */
function faqPage(items: readonly Faq[]): object {
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

/**
 * A landing page's title, description and share picture (its hero's, else the site's); the page
 * as a WebPage of the organisation, and its questions as an FAQPage when it has an FAQ section.
 */
function landingMeta(page: LandingPage, content: SiteContent, origin: string) {
  const hero = heroOf(page.sections);
  const faqs = page.sections.flatMap((s) => (s.type === 'faq' ? faqsOf(s, content.faqs.items) : []));
  const structured: object[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: page.title,
      description: page.description,
      url: absoluteUrl(origin, `/${page.slug}`),
      publisher: { '@id': `${origin}/#organization` },
    },
    ...(faqs.length ? [faqPage(faqs)] : []),
  ];
  return {
    title: applyTemplate(content, page.title),
    description: page.description,
    keywords: page.keywords,
    ...(hero ? { image: absoluteUrl(origin, socialImageOf(hero.image)), imageAlt: hero.imageAlt } : {}),
    structured,
  };
}

export function pageMeta(
  route: Route,
  routes: readonly Route[],
  content: SiteContent,
  origin = siteOrigin(content),
): PageMeta {
  const { site } = content;
  const breadcrumbs = breadcrumbsFor(route, routes, content);
  const base = {
    noindex: !route.indexable,
    canonical: route.kind === 'not-found' ? undefined : absoluteUrl(origin, route.path),
    ogType: 'website' as const,
    image: absoluteUrl(origin, socialImageOf(site.seo.defaultImage)),
    imageAlt: `${site.company.name}: ${site.company.tagline}`,
    breadcrumbs,
  };
  const jsonLd: object[] = [organization(content, origin)];
  if (breadcrumbs.length) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumbs.map((b, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: b.label,
        item: absoluteUrl(origin, b.path),
      })),
    });
  }
  const seoOf = (seo: { title: string; description: string; keywords?: string[] }) => ({
    title: applyTemplate(content, seo.title),
    description: seo.description,
    keywords: seo.keywords,
  });
  const find = <T extends { slug: string }>(items: T[]) => items.find((i) => i.slug === route.slug)!;

  switch (route.kind) {
    case 'home':
      jsonLd.push(faqPage(content.faqs.items));
      return {
        ...base,
        title: site.seo.defaultTitle,
        description: content.home.seo.description,
        keywords: content.home.seo.keywords,
        jsonLd,
      };
    case 'services':
      return { ...base, ...seoOf(content.services.seo), jsonLd };
    case 'industries':
      return { ...base, ...seoOf(content.industries.seo), jsonLd };
    case 'service':
    case 'industry-coming-soon': {
      const item = route.kind === 'service' ? find(content.services.items) : find(content.industries.items);
      return { ...base, title: applyTemplate(content, item.title), description: item.description, jsonLd };
    }
    case 'case-study': {
      const study = find(content.caseStudies);
      return {
        ...base,
        ...seoOf(study.seo),
        image: absoluteUrl(origin, socialImageOf(study.image)),
        imageAlt: study.imageAlt,
        jsonLd,
      };
    }
    case 'blog': {
      const meta = seoOf(content.blog.seo);
      const page = route.page ?? 1;
      return {
        ...base,
        ...meta,
        title:
          page > 1
            ? applyTemplate(content, fillTemplate(content.ui.blog.pageTitle, { title: content.blog.seo.title, page }))
            : meta.title,
        jsonLd,
      };
    }
    case 'post': {
      const post = find(content.posts);
      const url = absoluteUrl(origin, route.path);
      jsonLd.push({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.description,
        image: absoluteUrl(origin, post.image),
        datePublished: post.date,
        dateModified: post.date,
        articleSection: post.category,
        keywords: post.keywords?.join(', '),
        wordCount: post.words,
        author: { '@type': 'Organization', name: content.blog.author, url: `${origin}/about` },
        publisher: { '@id': `${origin}/#organization` },
        mainEntityOfPage: url,
      });
      return {
        ...base,
        title: applyTemplate(content, post.title),
        description: post.description,
        keywords: post.keywords,
        ogType: 'article',
        image: absoluteUrl(origin, socialImageOf(post.image)),
        imageAlt: post.imageAlt,
        publishedTime: post.date,
        jsonLd,
      };
    }
    case 'about':
    case 'contact':
    case 'search':
      return { ...base, ...seoOf(content[route.kind].seo), jsonLd };
    case 'legal': {
      const page = find(content.legal);
      return { ...base, title: applyTemplate(content, page.title), description: page.description, jsonLd };
    }
    case 'landing': {
      const { structured, ...meta } = landingMeta(find(content.landing), content, origin);
      jsonLd.push(...structured);
      return { ...base, ...meta, jsonLd };
    }
    case 'newsletter': {
      const page = content.newsletter[route.slug as NewsletterPage];
      return { ...base, title: applyTemplate(content, page.title), description: page.intro, jsonLd };
    }
    case 'not-found':
      return { ...base, ...seoOf(content.notFound.seo), jsonLd };
  }
}
