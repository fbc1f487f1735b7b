// The check the editor runs before saving: the collection's own zod schema, after dropping the
// empty values Decap writes for optional fields nobody filled in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, test } from 'vitest';
import { parse } from 'yaml';
import { schemaOfEntry } from '../../src/admin/schemas.ts';
import { checkEntry, cleanEmpty, refusalMessage, writtenFields } from '../../src/admin/validate.ts';
import { checkContent } from '../../src/content/index.ts';
import { landingSchema } from '../../src/content/schemas/landing.ts';

const content = checkContent().content!;
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const post = content.posts[0]!;
const { schema: postSchema } = schemaOfEntry('posts', 'any')!;

/** A post as Decap hands it over: front matter fields plus the Markdown body. */
const asDecapSaves = () => {
  // What the loader and the check add (slug, file, html, anchors, words, status) is not front matter.
  const { slug, file, html, anchors, words, status, ...frontMatter } = post as unknown as Record<string, unknown>;
  void [slug, file, html, anchors, words, status];
  return { ...frontMatter, body: '## Heading\n\nText.' } as Record<string, unknown>;
};

describe('the check before saving', () => {
  it('knows the schema of every data file and folder', () => {
    for (const file of ['site', 'home', 'faqs', 'contact', 'newsletter', 'ui', 'notFound', 'blog']) {
      expect(schemaOfEntry('pages', file), file).toBeDefined();
    }
    for (const folder of ['posts', 'legal', 'caseStudies', 'landing'])
      expect(schemaOfEntry(folder, 'x'), folder).toBeDefined();
    expect(schemaOfEntry('pages', 'nope')).toBeUndefined();
  });

  it('accepts the real content as Decap saves it, keeping the Markdown body', () => {
    const result = checkEntry(postSchema, asDecapSaves(), true);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.body).toBe('## Heading\n\nText.');
    const faqs = checkEntry(schemaOfEntry('pages', 'faqs')!.schema, { items: content.faqs.items }, false);
    expect(faqs.ok).toBe(true);
  });

  it('drops the empty values Decap writes for untouched optional fields, so their defaults apply', () => {
    const saved = { ...asDecapSaves(), tldr: '', previous: '', next: '', keywords: [] };
    const cleaned = cleanEmpty(postSchema, saved);
    for (const field of ['tldr', 'previous', 'next', 'keywords']) expect(cleaned).not.toHaveProperty(field);
    expect(checkEntry(postSchema, saved, true).ok).toBe(true);
    // A field that must be present but may be null (no analytics) gets null, not "".
    const site = { ...content.site, analytics: { ...content.site.analytics, googleTagId: '', plausibleDomain: '' } };
    const siteSchema = schemaOfEntry('pages', 'site')!.schema;
    expect(cleanEmpty(siteSchema, site).analytics).toEqual({
      googleTagId: null,
      plausibleDomain: null,
      plausibleHost: content.site.analytics.plausibleHost,
    });
    expect(checkEntry(siteSchema, site, false).ok).toBe(true);
  });

  it('leaves an empty required field empty, so the check refuses it with its own message', () => {
    const result = checkEntry(postSchema, { ...asDecapSaves(), title: '' }, true);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(refusalMessage(result.issues)).toBe(
        'Not saved, because the content check would refuse it:\ntitle: must not be empty. Hint: Title of the article (its h1 and browser title).',
      );
    }
  });

  it('refuses what only the schema knows, e.g. a template without its placeholder', () => {
    // As the editor holds the entry: the file's own texts, placeholders and all.
    const contact = parse(readFileSync(path.join(REPO_ROOT, 'content/contact.yaml'), 'utf8')) as Record<
      string,
      unknown
    > & { notification: { subject: string } };
    contact.notification.subject = 'New request';
    const result = checkEntry(schemaOfEntry('pages', 'contact')!.schema, contact, false);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.field)).toEqual(['notification.subject']);
  });

  it('cleans and checks a landing page section by section: each by the fields of its own type', () => {
    const { schema } = schemaOfEntry('landing', 'any')!;
    const section = (type: string, fields: Record<string, unknown>) => ({ type, ...fields });
    const page = {
      title: 'Spring campaign',
      description: 'A description long enough for the fifty character minimum of the schema.',
      date: '2025-01-10',
      keywords: [],
      sections: [
        // Decap writes "" for the optional fields nobody filled in, in every type alike.
        section('call-to-action', {
          title: 'Ready?',
          text: 'Book now.',
          cta: { label: 'Go', href: '/contact' },
          callPrompt: '',
        }),
        section('contact-form', { title: 'Write to us', intro: '' }),
        // heading is optional for a text, required for other types: the type decides.
        section('text', { heading: {}, body: 'Some **Markdown**.' }),
      ],
    };
    const cleaned = cleanEmpty(schema, page) as { sections: Record<string, unknown>[] };
    expect(cleaned).not.toHaveProperty('keywords');
    expect(cleaned.sections[0]).not.toHaveProperty('callPrompt');
    expect(cleaned.sections[1]).toEqual({ type: 'contact-form', title: 'Write to us' });
    expect(cleaned.sections[2]).toEqual({ type: 'text', body: 'Some **Markdown**.' });
    expect(checkEntry(schema, page, false).ok).toBe(true);

    const withoutForm = { ...page, sections: [section('stats', { heading: { title: 'Figures' }, items: [] })] };
    const result = checkEntry(schema, withoutForm, false);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(refusalMessage(result.issues)).toBe(
        [
          'Not saved, because the content check would refuse it:',
          'sections[0].items: needs at least 2 items (now 0). Hint: Two to four figures.',
          'sections: has no call to action or contact form. Add a Call to action section (type: call-to-action) or a Contact form section (type: contact-form): a campaign page must let the visitor act. Hint: The sections of the page, top to bottom. A page needs at least a call to action or a contact form.',
        ].join('\n'),
      );
  });
});

test('an optional group whose fields were all left empty is left out, and does not stop the save', () => {
  const hero = {
    type: 'call-to-action',
    title: 'Ready?',
    text: 'Book a call.',
    cta: { label: 'Book', href: '#contact-form' },
  };
  const page = {
    title: 'A page',
    sections: [
      hero,
      { type: 'testimonials', heading: { title: 'Reviews' }, names: ['A'], moreCta: { label: '', href: '' } },
    ],
  };
  const cleaned = cleanEmpty(landingSchema, page) as { sections: Record<string, unknown>[] };
  expect(cleaned.sections[1]).not.toHaveProperty('moreCta');
  // A group that must be there keeps its empty fields, for the check to name them.
  const required = cleanEmpty(landingSchema, { ...page, sections: [{ ...hero, cta: { label: '', href: '' } }] }) as {
    sections: Record<string, unknown>[];
  };
  expect(required.sections[0]!.cta).toEqual({ label: '', href: '' });
});

test('the redirect list emptied is kept as an empty list where the file holds it, so the file is never left empty', () => {
  const { schema } = schemaOfEntry('pages', 'redirects')!;
  const raw = readFileSync(path.join(REPO_ROOT, 'content', 'redirects.yaml'), 'utf8');
  const written = writtenFields(raw, false);
  expect([...written].sort()).toEqual(['gone', 'redirects']);
  expect(checkEntry(schema, { redirects: [], gone: [] }, false, written)).toEqual({
    ok: true,
    data: { redirects: [], gone: [] },
  });
  // A list the file does not hold stays absent, as before (no `keepExampleContent: []` appears).
  expect(checkEntry(schema, { redirects: [], gone: [] }, false, new Set(['redirects']))).toEqual({
    ok: true,
    data: { redirects: [] },
  });
  expect(writtenFields('---\ntitle: x\nnext: null\n---\nText', true)).toEqual(new Set(['title', 'next']));
  expect(writtenFields(': : :\n  - [', false)).toEqual(new Set());
});
