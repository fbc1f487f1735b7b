/**
 * What a newsletter link page shows (./+Page.tsx) and says in its head: the texts of its one button
 * and of each outcome; not the confirmation e-mail, which content/newsletter.yaml holds too. Pure:
 * the pages' data hook (./+data.ts) and the editor's preview compute it from the content.
 */
import type { NewsletterPage } from '../../content/routes.ts';
import { pageMeta, titled } from '../../lib/seo.ts';
import type { PageInput } from '../types.ts';

export function newsletterData(input: PageInput<'newsletter'>) {
  const { content, route } = input;
  const action = route.slug as NewsletterPage;
  const page = content.newsletter[action];
  return {
    meta: pageMeta(input, { title: titled(content, page.title), description: page.intro }),
    props: { action, page, noScript: content.newsletter.noScript },
  };
}
