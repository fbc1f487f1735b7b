/**
 * What the home page shows (./+Page.tsx) and says in its head, section by section: the hero (and,
 * when its experiment runs, a copy of it per variant, with the pre-paint script's plan), the
 * figures and tools, the service cards and those of the industries in the menu, the calculator,
 * three reviews, the questions and the closing band. Pure: the page's data hook (./+data.ts) and
 * the editor's preview compute it from the content.
 */
import { heroCopies, ownHero } from '../../lib/hero-copies.ts';
import { faqPage, pageMeta } from '../../lib/seo.ts';
import { cardOf } from '../../lib/shown.ts';
import type { PageInput } from '../types.ts';

export function homeData(input: PageInput<'home'>) {
  const { content } = input;
  const { seo, experimentRuns, hero: written, ...sections } = content.home;
  const { experiment, ...words } = written;
  // The hero's element id (the page's #home), and that of variant a's copy when an experiment runs.
  const hero = { ...words, id: 'home' };
  const { copies, plan } = heroCopies(hero, { experiment, experimentRuns });
  const phone = content.site.contact.phones[0]!;
  return {
    meta: {
      ...pageMeta(input, {
        title: content.site.seo.defaultTitle,
        description: seo.description,
        keywords: seo.keywords,
        jsonLd: [faqPage(content.faqs.items)],
      }),
      ...(plan ? { prePaint: plan } : {}),
    },
    props: {
      // The page's own hero (variant a, or the kept one) is what search engines and previews see.
      home: { ...sections, hero: ownHero(hero, experiment) },
      ...(copies.length > 1 ? { heroCopies: copies } : {}),
      tools: content.tools.items,
      services: content.services.items.map(cardOf),
      industries: content.industries.items.filter((i) => i.inMenu).map(cardOf),
      roiFormats: content.ui.roi,
      testimonials: content.testimonials.items.slice(0, 3),
      ratingLabel: content.ui.testimonials.rating,
      faqs: content.faqs.items,
      phone: { tel: phone.tel, display: phone.display },
    },
  };
}
