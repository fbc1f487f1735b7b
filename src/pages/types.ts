import type { ImageManifest } from '../content/images.ts';
import type { CheckedContent } from '../content/index.ts';
import type { Problem } from '../content/problems.ts';
import type { Route, RouteKind } from '../content/routes.ts';
import type { Chrome } from '../lib/page-chrome.ts';
import type { MetaInput, PageMeta } from '../lib/seo.ts';

/**
 * What the pages are made from (./site-data.ts): made once per build, and shared by every page's
 * `data` hook (./data-hook.ts), each of which keeps what its page renders.
 */
export interface SiteData {
  /** The checked content of content/. */
  content: CheckedContent;
  /** The route table: every page of the site. */
  routes: Route[];
  /** The public origin of the site (canonical URLs, social images), without a trailing slash. */
  origin: string;
  /** Responsive variants of the raster images; empty in development, where none are made. */
  images: ImageManifest;
  /**
   * The next day (site's time zone) a scheduled post or landing page this build leaves out
   * becomes due, or null: the build publishes it (/build-info.json) for the nightly rebuild's
   * health check.
   */
  nextDue?: string | null;
  /** Pictures only left-out entries show (/images/…): the build leaves them out of the site. */
  heldBack?: string[];
}

/**
 * What one page's data is computed from: the content, the page's route, the route table, the
 * origin. For a page that shows routes of several kinds, one of each (isKind tells them apart).
 */
export type PageInput<K extends RouteKind = RouteKind> = K extends RouteKind
  ? MetaInput & { content: CheckedContent; route: Route & { kind: K } }
  : never;

/** What a page makes of its input (its ./page-data.ts): its head, and the props of its component. */
export interface PageParts<Props> {
  meta: PageMeta;
  props: Props;
  /** The pictures the page draws as a <picture> (ResponsiveImage): their variants come with it. */
  pictures?: string[];
}

/** The data of a page (`pageContext.data`, what its `+data.ts` returns): nothing it does not render. */
export interface PageData<Props> {
  /** Its <head>: title, description, canonical URL, social tags, structured data. */
  meta: PageMeta;
  /** What its component (+Page.tsx) is rendered from. */
  props: Props;
  /** What is drawn around it: the site's header, footer and cookie banner, and the head's site-wide tags. */
  chrome: Chrome;
  /** The responsive variants of the pictures it draws. */
  images: ImageManifest;
}

/** The dev server's data while content has problems: the page shows them instead. */
export interface Problems {
  problems: Problem[];
}

/** The props of a page's component, from the type of what its `+data.ts` returns. */
export type PropsOf<Data> = Exclude<Data, Problems> extends PageData<infer Props> ? Props : never;

declare global {
  namespace Vike {
    interface PageContext {
      // A method: each page's component takes the props of its own data (PropsOf).
      Page(props: object): React.ReactNode;
      data: PageData<object> | Problems;
    }
  }
}
