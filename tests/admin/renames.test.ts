// A rename carries its references: the entries that choose a renamed entry by name are found from
// the content's own list of choosing fields (src/content/choices.ts) and rewritten to the new
// name, so that the save with them passes the site's whole check.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { withRedirects } from '../../src/admin/page-moves.ts';
import { addressChanges } from '../../src/admin/redirect-offer.ts';
import {
  type CollectionLabels,
  contentNow,
  type ReferenceUpdate,
  referenceTitle,
  referenceUpdates,
  renamesOf,
  setValues,
  withOwnLinksMoved,
} from '../../src/admin/renames.ts';
import { checkChange, checkTexts, loadTexts } from '../../src/admin/site-check.ts';
import { type EntryRename, entryChoices, referencesTo } from '../../src/content/choices.ts';
import { diskContent } from '../../src/content/disk.ts';
import { checkContent } from '../../src/content/index.ts';
import { DATA_FILES } from '../../src/content/load.ts';

const CONTENT = path.resolve('content');
const source = diskContent(CONTENT);
const texts = new Map(source.files.map((file) => [file, source.read(path.join(CONTENT, file))]));
const now = new Date('2026-11-28T12:00:00Z');
const published = checkContent({ contentDir: CONTENT }).content!;
const collections = (parse(fs.readFileSync('public/admin/config.yml', 'utf8')) as { collections: CollectionLabels[] })
  .collections;

/** The services file with one slug renamed. */
function renamedServices(from: string, to: string) {
  const text = texts.get('services.yaml')!;
  const data = parse(text) as { items: { slug: string }[] };
  return { ...data, items: data.items.map((item) => (item.slug === from ? { ...item, slug: to } : item)) };
}

describe('entryChoices and referencesTo', () => {
  test('find every field that chooses a service, an article or a question, in the loader’s own words', () => {
    const { loaded, relative, dataFile } = loadTexts(texts);
    const choices = entryChoices(loaded.partial, dataFile);
    const refs = referencesTo(choices, [{ kind: 'service', from: 'chatbots', to: 'ai-chatbots' }]);
    expect(refs.map((ref) => `${relative(ref.file)} ${ref.field} → ${ref.to}`).sort()).toEqual([
      expect.stringMatching(/^landing\/restaurant-automation\.yaml sections\[\d+\]\.items\[\d+\] → ai-chatbots$/),
      expect.stringMatching(/^not-found\.yaml services\[\d+\] → ai-chatbots$/),
    ]);
    const posts = referencesTo(choices, [{ kind: 'post', from: 'vibe-coding-future-development', to: 'vibe-coding' }]);
    expect(posts.map((ref) => `${relative(ref.file)} ${ref.field}`)).toEqual(['blog/ai-automation-guide-2025.md next']);
    // A name that is no one's choice, and a "rename" to itself, find nothing.
    expect(referencesTo(choices, [{ kind: 'service', from: 'chatbots', to: 'chatbots' }])).toEqual([]);
    expect(referencesTo(choices, [{ kind: 'industry', from: 'chatbots', to: 'x' }])).toEqual([]);
  });
});

/** A field of the editor's configuration (public/admin/config.yml), as far as these tests read it. */
interface ConfigField {
  name: string;
  widget?: string;
  fields?: ConfigField[];
  types?: ConfigField[];
}

/** Every field /admin offers as a choice among another file's entries (a relation), by where it is. */
function relationFields(): string[] {
  const config = parse(fs.readFileSync('public/admin/config.yml', 'utf8')) as {
    collections: { name: string; fields?: ConfigField[]; files?: { name: string; fields: ConfigField[] }[] }[];
  };
  const walk = (fields: readonly ConfigField[], at: string): string[] =>
    fields.flatMap((field) => {
      const here = at ? `${at}.${field.name}` : field.name;
      if (field.widget === 'relation') return [here];
      return [
        ...walk(field.fields ?? [], here),
        ...(field.types ?? []).flatMap((type) => walk(type.fields ?? [], `${here}.${type.name}`)),
      ];
    });
  return config.collections.flatMap((collection) => [
    ...walk(collection.fields ?? [], collection.name),
    ...(collection.files ?? []).flatMap((file) => walk(file.fields, `${collection.name}/${file.name}`)),
  ]);
}

describe('the choices a rename carries', () => {
  test('every field /admin offers as a choice of another entry is one the content’s list of choices names', () => {
    const { loaded, relative, dataFile } = loadTexts(texts);
    const collectionOf = (file: string) => {
      if (file.startsWith('landing/')) return 'landing';
      if (file.startsWith('blog/')) return 'posts';
      const data = Object.entries(DATA_FILES).find(([, d]) => d.file === file);
      return data ? `pages/${data[0]}` : file;
    };
    // The site's own landing page shows no section in a variant: a copy whose variant b shows
    // every section of the page, so that the variants' choices are listed too.
    const landing = loaded.partial.landing.map((page) => ({
      ...page,
      experiment: { variants: [{ key: 'b', share: 50, sections: page.sections }] },
    })) as unknown as typeof loaded.partial.landing;
    const typeOf = new Map(landing.map((page) => [relative(page.file), page.sections]));
    const listed = new Set(
      entryChoices({ ...loaded.partial, landing }, dataFile).map((choice) => {
        const file = relative(choice.file);
        const field = choice.field
          .replace(/sections\[(\d+)\]/, (_, i: string) => `sections.${typeOf.get(file)![Number(i)]!.type}`)
          .replace(/\[\d+\]/g, '');
        return `${collectionOf(file)}.${field}`;
      }),
    );
    const offered = relationFields();
    expect(offered.length).toBeGreaterThanOrEqual(10);
    expect(offered.filter((field) => !listed.has(field))).toEqual([]);
  });
});

describe('renamesOf', () => {
  test('a service’s slug changed in place is a rename; a removed or added one is not', () => {
    const values = renamedServices('chatbots', 'ai-chatbots');
    expect(renamesOf('pages', 'services', values, published)).toEqual([
      { kind: 'service', from: 'chatbots', to: 'ai-chatbots' },
    ]);
    const removed = { items: published.services.items.filter((item) => item.slug !== 'chatbots') };
    expect(renamesOf('pages', 'services', removed, published)).toEqual([]);
    expect(renamesOf('pages', 'services', { items: published.services.items }, published)).toEqual([]);
  });

  test('an article moved to a new address, and a question reworded, are renames', () => {
    expect(renamesOf('posts', 'a', {}, published, 'b')).toEqual([{ kind: 'post', from: 'a', to: 'b' }]);
    expect(renamesOf('posts', 'a', {}, published)).toEqual([]);
    const faqs = published.faqs.items.map((item, i) => (i === 0 ? { ...item, question: 'Reworded?' } : item));
    expect(renamesOf('pages', 'faqs', { items: faqs }, published)).toEqual([
      { kind: 'faq', from: published.faqs.items[0]!.question, to: 'Reworded?' },
    ]);
  });
});

describe('referenceUpdates', () => {
  test('a renamed service: the landing page and the 404 page are rewritten, and the save passes the check', () => {
    const values = renamedServices('chatbots', 'ai-chatbots');
    const services = setValues(
      texts.get('services.yaml')!,
      values.items.flatMap((item, i) =>
        item.slug === 'ai-chatbots' ? [{ field: `items[${i}].slug`, value: 'ai-chatbots' }] : [],
      ),
    );
    // Without the references, the check refuses the rename and names both entries.
    const alone = checkChange(texts, { file: 'services.yaml', text: services }, { now });
    expect(new Set(alone.others.map((p) => p.file))).toEqual(
      new Set(['content/landing/restaurant-automation.yaml', 'content/not-found.yaml']),
    );
    const updates = referenceUpdates(texts, renamesOf('pages', 'services', values, published), {
      except: 'services.yaml',
    });
    expect(updates.map((u) => [u.file, u.title])).toEqual([
      [
        'landing/restaurant-automation.yaml',
        (parse(texts.get('landing/restaurant-automation.yaml')!) as { title: string }).title,
      ],
      ['not-found.yaml', undefined],
    ]);
    // Only the chosen name changed, every comment and line else as written.
    const landing = texts.get('landing/restaurant-automation.yaml')!;
    expect(updates[0]!.text).toBe(landing.replace('      - chatbots\n', '      - ai-chatbots\n'));
    const also = new Map(updates.map((u) => [u.file, u.text]));
    const verdict = checkChange(texts, { file: 'services.yaml', text: services, also }, { now });
    expect(verdict).toEqual({ own: [], others: [] });
  });

  test('a reworded question chosen by a variant’s section of a landing page: that field is rewritten too', () => {
    const file = 'landing/restaurant-automation.yaml';
    const question = published.faqs.items[0]!.question;
    const landing = texts.get(file)!;
    const marker = '\n# Headlines matched to the ad';
    expect(landing).toContain(marker);
    const withSection = landing.replace(
      marker,
      `      sections:\n        - type: faq\n          heading:\n            title: Asked first\n          questions:\n            - ${question}\n          replaces: faq\n${marker}`,
    );
    const edited = new Map(texts).set(file, withSection);
    expect(checkTexts(edited, { now })).toEqual([]);
    const updates = referenceUpdates(edited, [{ kind: 'faq', from: question, to: 'Reworded?' }], {
      except: 'faqs.yaml',
    });
    const update = updates.find((u) => u.file === file)!;
    expect(update.fields).toContain('experiment.variants[1].sections[0].questions[0]');
    expect(update.text).toContain('          questions:\n            - Reworded?\n          replaces: faq\n');
  });

  test('a moved article: the one naming it as next is rewritten in its front matter, its text untouched', () => {
    const updates = referenceUpdates(
      texts,
      [{ kind: 'post', from: 'vibe-coding-future-development', to: 'vibe-coding' }],
      {
        except: 'blog/vibe-coding-future-development.md',
      },
    );
    const guide = texts.get('blog/ai-automation-guide-2025.md')!;
    expect(updates).toEqual([
      {
        file: 'blog/ai-automation-guide-2025.md',
        text: guide.replace('next: "vibe-coding-future-development"', 'next: "vibe-coding"'),
        title: published.posts.find((p) => p.slug === 'ai-automation-guide-2025')!.title,
        fields: ['next'],
      },
    ]);
    const moved = texts.get('blog/vibe-coding-future-development.md')!;
    const after = new Map(texts);
    after.delete('blog/vibe-coding-future-development.md');
    after.set('blog/vibe-coding.md', moved);
    after.set(updates[0]!.file, updates[0]!.text);
    expect(checkTexts(after, { now })).toEqual([]);
  });

  test('a moved article others link to: each link is rewritten on its line, and the move passes the check', () => {
    const old = 'ai-automation-guide-2025';
    const updates = referenceUpdates(texts, [{ kind: 'post', from: old, to: 'ai-guide' }], {
      except: `blog/${old}.md`,
    });
    const byFile = new Map(updates.map((u) => [u.file, u]));
    // Linked from two articles' text, and named as next and previous by its neighbours.
    for (const file of ['blog/vibe-coding-future-development.md', 'blog/vibe-marketing-guide-2025.md']) {
      const update = byFile.get(file)!;
      expect(update.text).toContain('](/blog/ai-guide)');
      expect(update.text).not.toContain(`/blog/${old}`);
      expect(update.text).not.toContain(`"${old}"`);
      // Only the address changed: the same lines, each otherwise as written.
      const before = texts.get(file)!.split('\n');
      const after = update.text.split('\n');
      expect(after).toHaveLength(before.length);
      expect(after.filter((line, i) => line !== before[i]).length).toBeGreaterThan(0);
      after.forEach((line, i) => {
        if (line !== before[i])
          expect(line).toBe(before[i]!.replaceAll(`/blog/${old}`, '/blog/ai-guide').replace(`"${old}"`, '"ai-guide"'));
      });
    }
    const after = new Map(texts);
    after.delete(`blog/${old}.md`);
    after.set('blog/ai-guide.md', texts.get(`blog/${old}.md`)!);
    for (const update of updates) after.set(update.file, update.text);
    expect(checkTexts(after, { now })).toEqual([]);
  });
});

/** A data file's list with one entry's name changed, as the editor's form hands it to the save. */
function renamedIn(file: string, key: string, from: string, to: string) {
  const data = parse(texts.get(file)!) as { items: Record<string, string>[] };
  return { ...data, items: data.items.map((item) => (item[key] === from ? { ...item, [key]: to } : item)) };
}

/** The files of `texts` after a save: the entry's own text, the updates, and the files they move away. */
function afterSave(own: { file: string; text: string }, updates: readonly ReferenceUpdate[], redirects?: string) {
  const after = new Map(texts);
  for (const update of updates) if (update.movedFrom) after.delete(update.movedFrom);
  after.set(own.file, own.text);
  for (const update of updates) after.set(update.file, update.text);
  if (redirects !== undefined) after.set('redirects.yaml', redirects);
  return after;
}

describe('an industry renamed', () => {
  const values = renamedIn('industries.yaml', 'slug', 'restaurants', 'restaurant-venues');
  const own = {
    file: 'industries.yaml',
    text: texts.get('industries.yaml')!.replace('  - slug: restaurants\n', '  - slug: restaurant-venues\n'),
  };

  test('its case study is renamed with it, and every entry that shows it or links to its page is rewritten', () => {
    const renames = renamesOf('pages', 'industries', values, published);
    const updates = referenceUpdates(texts, renames, { except: 'industries.yaml' });
    const byFile = new Map(updates.map((u) => [u.file, u]));
    expect([...byFile.keys()].sort()).toEqual([
      'case-studies/restaurant-venues.yaml',
      'contact.yaml',
      'landing/restaurant-automation.yaml',
      'not-found.yaml',
    ]);
    // The case study moves to the file named after the industry's new address, its slug with it.
    const study = byFile.get('case-studies/restaurant-venues.yaml')!;
    expect(study.movedFrom).toBe('case-studies/restaurants.yaml');
    expect(study.text).toBe(
      texts.get('case-studies/restaurants.yaml')!.replace('\nslug: restaurants\n', '\nslug: restaurant-venues\n'),
    );
    // The landing page: its case-study section, and its link to the industry's page.
    const landing = texts.get('landing/restaurant-automation.yaml')!;
    expect(byFile.get('landing/restaurant-automation.yaml')!.text).toBe(
      landing
        .replace('    study: restaurants\n', '    study: restaurant-venues\n')
        .replace('](/industries/restaurants)', '](/industries/restaurant-venues)'),
    );
    expect(byFile.get('not-found.yaml')!.text).toBe(
      texts.get('not-found.yaml')!.replace('  - restaurants\n', '  - restaurant-venues\n'),
    );
    expect(byFile.get('contact.yaml')!.text).toBe(
      texts.get('contact.yaml')!.replace('    - restaurants\n', '    - restaurant-venues\n'),
    );
    // The whole check passes on the site as that one save leaves it, the redirect with it.
    const changes = addressChanges('pages', 'industries', values, published);
    expect(changes).toEqual([{ from: '/industries/restaurants', to: '/industries/restaurant-venues' }]);
    const redirects = withRedirects(texts.get('redirects.yaml')!, changes);
    expect(checkTexts(afterSave(own, updates, redirects), { now })).toEqual([]);
  });

  test('the editor’s check takes the save with the case study moved, and refuses it without', () => {
    const updates = referenceUpdates(texts, renamesOf('pages', 'industries', values, published), {
      except: 'industries.yaml',
    });
    const also = new Map(updates.map((u) => [u.file, u.text]));
    const removed = updates.flatMap((u) => (u.movedFrom ? [u.movedFrom] : []));
    expect(checkChange(texts, { ...own, also, removed }, { now })).toEqual({ own: [], others: [] });
    // Without the move, the old case study names an industry that no longer exists.
    const kept = new Map([...also].filter(([file]) => !file.startsWith('case-studies/')));
    const verdict = checkChange(texts, { ...own, also: kept }, { now });
    expect(verdict.own.length + verdict.others.length).toBeGreaterThan(0);
  });

  test('the updated entries are listed as the editor finds them, the case study with its new name', () => {
    const updates = referenceUpdates(texts, renamesOf('pages', 'industries', values, published), {
      except: 'industries.yaml',
    });
    const study = updates.find((u) => u.movedFrom)!;
    expect(referenceTitle(study, collections)).toBe('Case study "restaurants", renamed "restaurant-venues" with it');
  });

  test('an industry without a case study moves no file', () => {
    const slug = published.industries.items.find((i) => i.status !== 'case-study')!.slug;
    const renamed = renamedIn('industries.yaml', 'slug', slug, `${slug}-new`);
    const updates = referenceUpdates(texts, renamesOf('pages', 'industries', renamed, published), {
      except: 'industries.yaml',
    });
    expect(updates.length).toBeGreaterThan(0);
    expect(updates.filter((u) => u.movedFrom || u.file.startsWith('case-studies/'))).toEqual([]);
  });
});

/** `texts` with the restaurant landing page live, and links to it where editors write links. */
function withLinksToLanding(old: string) {
  const live = new Map(texts);
  const file = `landing/${old}.yaml`;
  live.set(file, texts.get(file)!.replace('\ndraft: true\n', '\ndraft: false\n'));
  // A button on the home page, with an anchor of the page.
  live.set('home.yaml', texts.get('home.yaml')!.replace('    href: /contact\n', `    href: /${old}#contact-form\n`));
  // A link in a legal page's text whose words run onto a second line, the address on that one.
  const policy = texts.get('legal/privacy-policy.md')!;
  live.set(
    'legal/privacy-policy.md',
    policy.replace(
      '\n## Who we are\n',
      `\nRestaurants can first see [what we set up for a\nrestaurant](/${old}).\n\n## Who we are\n`,
    ),
  );
  // A reference-style link in an article, and a case study's button.
  const post = 'blog/vibe-marketing-guide-2025.md';
  live.set(post, `${texts.get(post)!.trimEnd()}\n\nSee [our restaurant offer][offer].\n\n[offer]: /${old}\n`);
  const study = 'case-studies/restaurants.yaml';
  live.set(study, texts.get(study)!.replace('    href: /contact\n', `    href: /${old}\n`));
  return live;
}

describe('a landing page moved to a new address', () => {
  const old = 'restaurant-automation';
  const to = 'restaurants-chicago';
  const live = withLinksToLanding(old);
  const site = { ...published, ...contentNow(live, now) };

  test('the links to it in every kind of entry lead to its new address, and the move passes the check', () => {
    expect(checkTexts(live, { now })).toEqual([]);
    const renames = renamesOf('landing', old, {}, site, to);
    expect(renames).toEqual([{ kind: 'landing', from: old, to }]);
    const updates = referenceUpdates(live, renames, { except: `landing/${old}.yaml` });
    const byFile = new Map(updates.map((u) => [u.file, u.text]));
    expect([...byFile.keys()].sort()).toEqual([
      'blog/vibe-marketing-guide-2025.md',
      'case-studies/restaurants.yaml',
      'home.yaml',
      'legal/privacy-policy.md',
    ]);
    for (const [file, text] of byFile) {
      // Only the address changed, on the lines that hold it.
      expect(text, file).toBe(live.get(file)!.replaceAll(`/${old}`, `/${to}`));
      expect(text, file).not.toContain(`/${old}`);
    }
    const changes = addressChanges('landing', old, {}, site, to);
    expect(changes).toEqual([{ from: `/${old}`, to: `/${to}` }]);
    const after = new Map(live);
    after.delete(`landing/${old}.yaml`);
    after.set(`landing/${to}.yaml`, live.get(`landing/${old}.yaml`)!);
    for (const [file, text] of byFile) after.set(file, text);
    after.set('redirects.yaml', withRedirects(live.get('redirects.yaml')!, changes));
    expect(checkTexts(after, { now })).toEqual([]);
  });

  test('an address that only starts like the old one is left alone', () => {
    const longer = new Map(live);
    longer.set(`landing/${old}-2.yaml`, live.get(`landing/${old}.yaml`)!);
    longer.set('about.yaml', live.get('about.yaml')!.replace('  href: /contact\n', `  href: /${old}-2\n`));
    const updates = referenceUpdates(longer, [{ kind: 'landing', from: old, to }], { except: `landing/${old}.yaml` });
    expect(updates.map((u) => u.file)).not.toContain('about.yaml');
  });
});

describe('links to a moved page, in every file the site’s link check follows', () => {
  test('each link the check reads that leads to a page that can move is rewritten, wherever it is written', () => {
    const live = withLinksToLanding('restaurant-automation');
    const { loaded } = loadTexts(live);
    const movable: [EntryRename['kind'], RegExp][] = [
      ['post', /^\/blog\/([^/#?]+)/],
      ['service', /^\/services\/([^/#?]+)/],
      ['industry', /^\/industries\/([^/#?]+)/],
      ['landing', /^\/([^/#?]+)$/],
    ];
    const landingSlugs = new Set(loaded.partial.landing.map((p) => p.slug));
    const renames = new Map<string, EntryRename>();
    for (const link of loaded.links) {
      const address = link.url.replace(/[#?].*$/, '');
      for (const [kind, pattern] of movable) {
        const name = pattern.exec(address)?.[1];
        if (!name || (kind === 'landing' && !landingSlugs.has(name))) continue;
        renames.set(`${kind} ${name}`, { kind, from: name, to: `${name}-moved` });
      }
    }
    // The content links to an article, an industry and the landing page at least.
    expect(new Set([...renames.values()].map((r) => r.kind))).toEqual(new Set(['post', 'industry', 'landing']));
    for (const rename of renames.values()) {
      const after = new Map(live);
      for (const update of referenceUpdates(live, [rename])) {
        if (update.movedFrom) after.delete(update.movedFrom);
        after.set(update.file, update.text);
      }
      const prefix = { post: '/blog/', service: '/services/', industry: '/industries/', landing: '/' }[
        rename.kind as 'post'
      ];
      const left = loadTexts(after).loaded.links.filter(
        (link) => link.url.replace(/[#?].*$/, '') === `${prefix}${rename.from}`,
      );
      expect(
        left.map((link) => `${link.file}:${link.line} ${link.field}`),
        `${rename.kind} ${rename.from}`,
      ).toEqual([]);
    }
  });
});

describe('links to a moved page, as editors write them', () => {
  test('one written with the site’s own address becomes the new path; the address in running text is left alone', () => {
    const site = (parse(texts.get('site.yaml')!) as { url: string }).url.replace(/\/$/, '');
    const file = 'legal/terms-of-service.md';
    const terms = texts.get(file)!;
    const marked = terms.replace(
      '\n## ',
      `\nOur [restaurant work](${site}/industries/restaurants) is the example the address /industries/restaurants shows.\n\n## `,
    );
    const updates = referenceUpdates(new Map([...texts, [file, marked]]), [
      { kind: 'industry', from: 'restaurants', to: 'restaurant-venues' },
    ]);
    expect(updates.find((u) => u.file === file)?.text).toBe(
      marked.replace(`](${site}/industries/restaurants)`, '](/industries/restaurant-venues)'),
    );
  });
});

describe('withOwnLinksMoved', () => {
  const renames: EntryRename[] = [{ kind: 'landing', from: 'restaurant-automation', to: 'restaurants-chicago' }];

  test('the moved entry’s own links to its old address lead to the new one: link fields and Markdown alike', () => {
    const values = {
      title: 'See /restaurant-automation',
      cta: { href: '/restaurant-automation#contact-form', label: 'Book' },
      other: { href: '/restaurant-automation-2' },
      sections: [
        {
          body: 'Jump to the [form](/restaurant-automation#contact-form) or\n[the\nprices][p].\n\n[p]: /restaurant-automation',
        },
      ],
    };
    expect(withOwnLinksMoved(values, renames)).toEqual({
      title: 'See /restaurant-automation',
      cta: { href: '/restaurants-chicago#contact-form', label: 'Book' },
      other: { href: '/restaurant-automation-2' },
      sections: [
        {
          body: 'Jump to the [form](/restaurants-chicago#contact-form) or\n[the\nprices][p].\n\n[p]: /restaurants-chicago',
        },
      ],
    });
    // Nothing to change: the very same values.
    const plain = { title: 'x', cta: { href: '/contact' } };
    expect(withOwnLinksMoved(plain, renames)).toBe(plain);
  });

  test('a landing page moved with a link to itself passes the check in one save', () => {
    const old = 'restaurant-automation';
    const live = withLinksToLanding(old);
    const file = `landing/${old}.yaml`;
    const own = live.get(file)!.replace('](#faq)', `](/${old}#faq)`);
    const withSelf = new Map([...live, [file, own]]);
    expect(checkTexts(withSelf, { now })).toEqual([]);
    const moved = withOwnLinksMoved(parse(own) as Record<string, unknown>, renames) as {
      sections: { body?: string }[];
    };
    // The section that links to the page's own questions, as the form's values give it back.
    const index = moved.sections.findIndex((section) => section.body?.includes('#faq'));
    expect(moved.sections[index]!.body).toContain('](/restaurants-chicago#faq)');
    const after = new Map(withSelf);
    after.delete(file);
    after.set(
      'landing/restaurants-chicago.yaml',
      setValues(own, [{ field: `sections[${index}].body`, value: moved.sections[index]!.body! }]),
    );
    for (const update of referenceUpdates(withSelf, renames, { except: file })) after.set(update.file, update.text);
    expect(checkTexts(after, { now })).toEqual([]);
  });
});
