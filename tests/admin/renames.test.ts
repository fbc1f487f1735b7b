// A rename carries its references: the entries that choose a renamed entry by name are found from
// the content's own list of choosing fields (src/content/choices.ts) and rewritten to the new
// name, so that the save with them passes the site's whole check.
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { referenceUpdates, renamesOf, setValues } from '../../src/admin/renames.ts';
import { checkChange, checkTexts, loadTexts } from '../../src/admin/site-check.ts';
import { entryChoices, referencesTo } from '../../src/content/choices.ts';
import { diskContent } from '../../src/content/disk.ts';
import { checkContent } from '../../src/content/index.ts';

const CONTENT = path.resolve('content');
const source = diskContent(CONTENT);
const texts = new Map(source.files.map((file) => [file, source.read(path.join(CONTENT, file))]));
const now = new Date('2026-11-28T12:00:00Z');
const published = checkContent({ contentDir: CONTENT }).content!;

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
