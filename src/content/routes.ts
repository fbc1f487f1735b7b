/**
 * The route table: every page of the site, derived from content. The single source of truth
 * for pre-rendering, the sitemap, the link checks, the header's current-section marking and
 * the tests.
 */
import type { CheckedContent } from './checked.ts';
import type { SearchKind } from './schemas/search.ts';

export type { SearchKind } from './schemas/search.ts';

/** Element ids that page templates render; links may point at them with `#id`. */
export const ANCHORS = {
  everyPage: ['main'],
  home: ['home', 'about', 'services', 'industries', 'roi-calculator', 'testimonials', 'faq', 'contact'],
  about: ['mission', 'values', 'reviews'],
  contact: ['contact-form', 'next-steps'],
  caseStudy: ['demo', 'challenge', 'solution', 'tech-stack', 'results'],
  post: ['article-cta'],
} as const;

export type RouteKind =
  | 'home'
  | 'services'
  | 'service'
  | 'industries'
  | 'case-study'
  | 'industry-coming-soon'
  | 'blog'
  | 'post'
  | 'about'
  | 'contact'
  | 'legal'
  | 'landing'
  | 'newsletter'
  | 'search'
  | 'not-found';

export interface Route {
  path: string;
  kind: RouteKind;
  /** Slug of the entry the page shows (service, industry, post, legal or landing page). */
  slug?: string;
  /** Blog index page number (1-based). */
  page?: number;
  /** false for thin pages ('Coming soon', 404): noindex and not in the sitemap. */
  indexable: boolean;
  anchors: string[];
  /** Last change (YYYY-MM-DD) for the sitemap. */
  lastmod?: string;
}

export const NOT_FOUND_PATH = '/404.html';
export const SEARCH_PATH = '/search';

/**
 * The kinds of page site search finds, and the name each goes by in its results (the keys of
 * `kinds` in content/search.yaml). A kind of page joins the index by being named here: the build
 * marks its main content for Pagefind. Coming-soon pages stay out (a result that leads to "coming
 * soon" wastes the click; the overviews carry the same words), and so do the home page, the
 * blog index, contact, legal and newsletter pages.
 */
export const SEARCH_KINDS = {
  post: 'article',
  'case-study': 'caseStudy',
  services: 'services',
  industries: 'industries',
  about: 'about',
  landing: 'landing',
} as const satisfies Partial<Record<RouteKind, SearchKind>>;

/** How site search names this page's kind, or undefined for a page search leaves out. */
export function searchKindOf(route: Pick<Route, 'kind'>): SearchKind | undefined {
  return (SEARCH_KINDS as Partial<Record<RouteKind, SearchKind>>)[route.kind];
}

/**
 * Top-level addresses that hold no page of the route table but must stay free: the editor, the
 * build's scripts and pictures, and the local server's APIs. A page there would be lost or would
 * hide them.
 */
export const RESERVED_PATHS: Record<string, string> = {
  '/admin': 'the editor',
  '/assets': "the site's scripts and styles",
  '/images': 'the pictures',
  '/rest': 'the database API of the local server',
  '/api': "the editor's local backend",
  '/functions': "the e-mail links' unsubscribe address",
  '/pagefind': "the site search's index",
};

/** A file the build writes at the site's root beside the pages, and what it is for. */
export interface SiteFile {
  path: string;
  what: string;
}

/**
 * The files the build writes at the site's root beside the pages (scripts/build/site-files.ts,
 * headers.ts and the static files of public/ write them from these paths). No page or redirect
 * may take their address: the host would answer the redirect instead, or never reach it.
 */
export const SITE_FILES = {
  sitemap: { path: '/sitemap.xml', what: 'the sitemap search engines read' },
  robots: { path: '/robots.txt', what: 'the rules for search engines' },
  feed: { path: '/rss.xml', what: "the blog's feed" },
  headers: { path: '/_headers', what: 'the security headers the host reads' },
  redirects: { path: '/_redirects', what: 'the redirects the host reads' },
  vercel: { path: '/vercel.json', what: "Vercel's headers and redirects" },
  buildInfo: { path: '/build-info.json', what: 'when the site was built, for the nightly rebuild' },
  settingsDigest: { path: '/notify-settings-digest.json', what: "the e-mail sender's health check" },
  favicon: { path: '/favicon.svg', what: "the site's icon in browser tabs" },
  notFound: { path: '/404.html', what: 'the "page not found" page' },
} as const satisfies Record<string, SiteFile>;

/**
 * Where an address lies in the site's own files: a reserved folder or a file of SITE_FILES, as
 * the hosts compare it (without regard to case: /Admin reaches the editor on a host that matches
 * redirects that way, and `from` rules must never shadow it on any host). Undefined: free.
 */
export function siteOwnedPath(address: string): { path: string; what: string } | undefined {
  const lower = address.toLowerCase();
  const reserved = Object.keys(RESERVED_PATHS).find((p) => lower === p || lower.startsWith(`${p}/`));
  if (reserved) return { path: reserved, what: RESERVED_PATHS[reserved]! };
  return Object.values(SITE_FILES).find((file) => file.path.toLowerCase() === lower);
}

/**
 * The pages behind the links in newsletter e-mails (content/newsletter.yaml). Their paths go
 * into those e-mails, so they are fixed here rather than derived from content.
 */
export const NEWSLETTER_PATHS = { confirm: '/newsletter/confirm', unsubscribe: '/newsletter/unsubscribe' } as const;
export type NewsletterPage = keyof typeof NEWSLETTER_PATHS;

export function blogPagePath(page: number): string {
  return page <= 1 ? '/blog' : `/blog/page/${page}`;
}

/**
 * What the route table is made of. Every collection may be missing: the content check builds a
 * table from whatever loaded, so that links can be checked while other files have problems.
 */
export interface RouteInput {
  services?: readonly { slug: string }[];
  industries?: readonly { slug: string; status: string }[];
  /** The posts that get a page, newest first; those not live (previews only) are kept from search engines. */
  posts: readonly { slug: string; date?: string; anchors?: readonly string[]; status?: string }[];
  /** Cards per blog page; without it only the first blog page is known. */
  postsPerPage?: number;
  legal: readonly { slug: string; anchors?: readonly string[]; updated?: string }[];
  /** Campaign landing pages that get a page; those not live (previews only) or noindex are kept from search engines. */
  landing?: readonly { slug: string; anchors?: readonly string[]; date?: string; status?: string; noindex?: boolean }[];
}

export function buildRouteTable(content: CheckedContent): Route[] {
  return routeTable({
    services: content.services.items,
    industries: content.industries.items,
    posts: content.posts,
    postsPerPage: content.blog.postsPerPage,
    legal: content.legal,
    landing: content.landing,
  });
}

export function routeTable(input: RouteInput): Route[] {
  const { posts } = input;
  const isLive = (post: { status?: string }) => (post.status ?? 'live') === 'live';
  const anchors = (...lists: readonly (readonly string[] | undefined)[]) => [
    ...ANCHORS.everyPage,
    ...lists.flatMap((l) => l ?? []),
  ];
  const routes: Route[] = [
    { path: '/', kind: 'home', indexable: true, anchors: anchors(ANCHORS.home) },
    { path: '/services', kind: 'services', indexable: true, anchors: anchors() },
    ...(input.services ?? []).map(
      (s): Route => ({
        path: `/services/${s.slug}`,
        kind: 'service',
        slug: s.slug,
        indexable: false,
        anchors: anchors(),
      }),
    ),
    { path: '/industries', kind: 'industries', indexable: true, anchors: anchors() },
    ...(input.industries ?? []).map((i): Route => {
      const study = i.status === 'case-study';
      return {
        path: `/industries/${i.slug}`,
        kind: study ? 'case-study' : 'industry-coming-soon',
        slug: i.slug,
        indexable: study,
        anchors: study ? anchors(ANCHORS.caseStudy) : anchors(),
      };
    }),
  ];
  const pageCount = input.postsPerPage ? Math.max(1, Math.ceil(posts.length / input.postsPerPage)) : 1;
  for (let page = 1; page <= pageCount; page++) {
    routes.push({
      path: blogPagePath(page),
      kind: 'blog',
      page,
      indexable: true,
      anchors: anchors(),
      lastmod: posts.find(isLive)?.date,
    });
  }
  for (const post of posts) {
    routes.push({
      path: `/blog/${post.slug}`,
      kind: 'post',
      slug: post.slug,
      indexable: isLive(post),
      anchors: anchors(ANCHORS.post, post.anchors),
      lastmod: post.date,
    });
  }
  routes.push(
    { path: '/about', kind: 'about', indexable: true, anchors: anchors(ANCHORS.about) },
    { path: '/contact', kind: 'contact', indexable: true, anchors: anchors(ANCHORS.contact) },
    // A page of results for any words: nothing of its own for search engines to list.
    { path: SEARCH_PATH, kind: 'search', indexable: false, anchors: anchors() },
  );
  for (const page of input.legal) {
    routes.push({
      path: `/${page.slug}`,
      kind: 'legal',
      slug: page.slug,
      indexable: true,
      anchors: anchors(page.anchors),
      lastmod: page.updated,
    });
  }
  // Campaign pages live at the top level, beside the legal pages (/<slug>).
  for (const page of input.landing ?? []) {
    routes.push({
      path: `/${page.slug}`,
      kind: 'landing',
      slug: page.slug,
      indexable: isLive(page) && !page.noindex,
      anchors: anchors(page.anchors),
      lastmod: page.date,
    });
  }
  // Reached only from e-mails, with a personal token: not for search engines.
  for (const [slug, path] of Object.entries(NEWSLETTER_PATHS)) {
    routes.push({ path, kind: 'newsletter', slug, indexable: false, anchors: anchors() });
  }
  routes.push({ path: NOT_FOUND_PATH, kind: 'not-found', indexable: false, anchors: anchors() });
  return routes;
}

/** The route a path belongs to (ignores a trailing slash, query and fragment). */
export function findRoute(routes: readonly Route[], href: string): Route | undefined {
  const clean =
    href
      .split('#')[0]!
      .split('?')[0]!
      .replace(/(.)\/$/, '$1') || '/';
  return routes.find((r) => r.path === clean);
}
