/**
 * The addresses a link field offers as the editor types: every page of the site and the sections
 * of the home page, each named as the editor knows it ("Service: Chatbots"). The field stays free
 * text, so an https address, an e-mail link or an anchor of the same page is typed as before; the
 * check before saving tests whatever is there.
 */
import type { CheckedContent } from '../content/index.ts';
import { ANCHORS, buildRouteTable, type Route } from '../content/routes.ts';

export interface LinkChoice {
  /** What the field stores: the page's path, e.g. /services/chatbots or /#faq. */
  value: string;
  /** What the list shows beside it. */
  label: string;
}

const titleOf = (items: readonly { slug: string; title: string }[], slug: string | undefined) =>
  items.find((item) => item.slug === slug)?.title ?? slug ?? '';

/** The name of a page in the list, or undefined for pages nobody links to (404, e-mail pages, blog page 2). */
function labelOf(route: Route, content: CheckedContent): string | undefined {
  switch (route.kind) {
    case 'home':
      return 'Home page';
    case 'services':
      return 'Services';
    case 'service':
      return `Service: ${titleOf(content.services.items, route.slug)}`;
    case 'industries':
      return 'Industries';
    case 'case-study':
    case 'industry-coming-soon':
      return `Industry: ${titleOf(content.industries.items, route.slug)}`;
    case 'blog':
      return route.page === 1 ? 'Blog' : undefined;
    case 'post':
      return `Article: ${titleOf(content.posts, route.slug)}`;
    case 'about':
      return 'About';
    case 'contact':
      return 'Contact';
    case 'search':
      return 'Search';
    case 'legal':
      return titleOf(content.legal, route.slug);
    case 'landing':
      return `Landing page: ${titleOf(content.landing, route.slug)}`;
    default:
      return undefined;
  }
}

/** Every page an editor may link to, then the home page's sections, in the route table's order. */
export function linkChoices(content: CheckedContent): LinkChoice[] {
  const pages = buildRouteTable(content).flatMap((route) => {
    const label = labelOf(route, content);
    return label === undefined ? [] : [{ value: route.path, label }];
  });
  const sections = ANCHORS.home.map((anchor) => ({ value: `/#${anchor}`, label: `Home page, section #${anchor}` }));
  return [...pages, ...sections];
}
