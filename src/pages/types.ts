import type { ImageManifest } from '../content/images.ts';
import type { CheckedContent } from '../content/index.ts';
import type { Problem } from '../content/problems.ts';
import type { Route } from '../content/routes.ts';
import type { Breadcrumb } from '../lib/seo.ts';

/**
 * Everything a page is rendered from, made by the `data` hook (./+data.ts): Vike hands it to
 * every page as `pageContext.data`. Nothing reaches the pages another way.
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
}

/** The `data` of a page: the site's data, or (dev server only) the problems of its content. */
export type PageData = SiteData | { problems: Problem[] };

/** What every page component receives from the renderer. */
export interface PageProps {
  content: CheckedContent;
  route: Route;
  /** Trail from the home page; empty on top-level pages. */
  breadcrumbs: Breadcrumb[];
}

declare global {
  namespace Vike {
    interface PageContext {
      Page: (props: PageProps) => React.ReactNode;
      data: PageData;
    }
  }
}
