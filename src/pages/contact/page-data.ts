/**
 * What /contact shows (./+Page.tsx) and says in its head: the form island, the contact details,
 * the industries served and what happens next; not the e-mails a request sends, which
 * content/contact.yaml holds too. Pure: the page's data hook (./+data.ts) and the editor's preview
 * compute it from the content.
 */
import { contactFormProps } from '../../lib/contact-form.ts';
import { pageMeta, seoMeta } from '../../lib/seo.ts';
import { contactShown, linkOf } from '../../lib/shown.ts';
import { entriesOf } from '../entries.ts';
import type { PageInput } from '../types.ts';

export function contactData(input: PageInput<'contact'>) {
  const { content } = input;
  const { contact } = content;
  return {
    meta: pageMeta(input, seoMeta(content, contact.seo)),
    props: {
      title: contact.title,
      intro: contact.intro,
      formTitle: contact.form.title,
      form: contactFormProps(content),
      getInTouch: contact.getInTouch,
      details: contactShown(content.site.contact),
      industries: {
        title: contact.industries.title,
        items: entriesOf(content.industries.items, contact.industries.items).map(linkOf),
      },
      nextSteps: contact.nextSteps,
    },
  };
}
