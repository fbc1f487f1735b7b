/**
 * What /about shows (./+Page.tsx) and says in its head: mission, figures, values and every client
 * review. Pure: the page's data hook (./+data.ts) and the editor's preview compute it from the content.
 */
import { pageMeta, seoMeta } from '../../lib/seo.ts';
import type { PageInput } from '../types.ts';

export function aboutData(input: PageInput<'about'>) {
  const { content } = input;
  const { seo, ...about } = content.about;
  return {
    meta: pageMeta(input, seoMeta(content, seo)),
    props: { about, testimonials: content.testimonials.items, ratingLabel: content.ui.testimonials.rating },
  };
}
