import type { SiteContent } from '../content/load.ts';
import type { Route } from '../content/routes.ts';
import type { Breadcrumb } from '../lib/seo.ts';

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
    }
  }
}
