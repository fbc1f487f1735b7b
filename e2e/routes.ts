/** The built site's routes, read from the route table (the same source the build uses). */
import { checkContent } from '../src/content/index.ts';

const { routes } = checkContent();
if (!routes.length) throw new Error('content is invalid: run npm run check');

export const ROUTES = routes;
export const PAGE_ROUTES = routes.filter((r) => r.kind !== 'not-found');
