import type { ClientAssets } from '../components/Document.tsx';
import type { SiteContent } from '../content/load.ts';
import type { Route } from '../content/routes.ts';
import type { ImageManifest } from '../lib/image-manifest.ts';
import type { Breadcrumb } from '../lib/seo.ts';

/**
 * Everything a page is rendered from. scripts/build.ts assembles it once and hands it to Vike's
 * renderPage() with every route (scripts/lib/render.ts), so it arrives as `pageContext.build` in
 * the route functions and in +onRenderHtml.tsx. Nothing reaches the pages another way.
 */
export interface BuildData {
  /** The checked content of content/. */
  content: SiteContent;
  /** The route table: every page of the site. */
  routes: Route[];
  /** The public origin of the site (canonical URLs, social images), without a trailing slash. */
  origin: string;
  /** Where the browser bundle landed (hashed file names). */
  assets: ClientAssets;
  /** Responsive variants of the raster images (scripts/lib/images.ts); empty when there are none. */
  images: ImageManifest;
}

/** What every page component receives from the renderer. */
export interface PageProps {
  content: SiteContent;
  route: Route;
  /** Trail from the home page; empty on top-level pages. */
  breadcrumbs: Breadcrumb[];
}

declare global {
  namespace Vike {
    interface PageContext {
      Page: (props: PageProps) => React.ReactNode;
      build: BuildData;
    }
  }
}
