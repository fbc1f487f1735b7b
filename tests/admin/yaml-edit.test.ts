// Saving from the editor changes only what the editor changed (src/admin/yaml-edit.ts): every
// content file written back with its own values is byte for byte the same, and a change to one
// value changes the lines of that value only, in the style it was written in.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { alignLists, updateYaml, yamlLike } from '../../src/admin/yaml-edit.ts';
import { splitFrontMatter } from '../../src/content/source.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../content');
const read = (file: string) => readFileSync(path.join(CONTENT, file), 'utf8');
const frontMatterOf = (text: string) => `${splitFrontMatter(text)!.frontMatter}\n`;

/** The lines only `before` has and the lines only `after` has (each line counted as often as it occurs). */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const minus = (a: string[], b: string[]) => {
    const left = [...b];
    return a.filter((line) => {
      const at = left.indexOf(line);
      if (at === -1) return true;
      left.splice(at, 1);
      return false;
    });
  };
  const a = before.split('\n');
  const b = after.split('\n');
  return { removed: minus(a, b), added: minus(b, a) };
}

/** Every YAML text of content/: the data files, the case studies and the front matter of the Markdown files. */
function contentTexts(): [string, string][] {
  return readdirSync(CONTENT, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ya?ml|md)$/.test(file))
    .map((file) => [file, file.endsWith('.md') ? frontMatterOf(read(file)) : read(file)]);
}

describe('updateYaml', () => {
  it('writes every content file with its own values back byte for byte', () => {
    const texts = contentTexts();
    expect(texts.length).toBeGreaterThan(20);
    for (const [file, text] of texts) expect(updateYaml(text, parse(text)), file).toBe(text);
  });

  it('changes one line for a changed plain, quoted or numeric value, keeping its quoting', () => {
    const site = read('site.yaml');
    const data = parse(site);
    data.contact.responseTime = 'within 3 hours';
    data.seo.titleTemplate = '%s · Lakeshore AI';
    data.company.foundingYear = 2022;
    const out = updateYaml(site, data);
    expect(changedLines(site, out)).toEqual({
      removed: ['  foundingYear: 2023', '  titleTemplate: "%s | {company}"', '  responseTime: within 2 hours'],
      added: ['  foundingYear: 2022', '  titleTemplate: "%s · Lakeshore AI"', '  responseTime: within 3 hours'],
    });
    expect(out).toContain('  responseTime: within 3 hours\n');
    expect(out).toContain('  titleTemplate: "%s · Lakeshore AI"\n');
    expect(out).toContain('  foundingYear: 2022\n');
    expect(out.replace('within 3 hours', 'within 2 hours').replace('%s · Lakeshore AI', '%s | {company}')).toBe(
      site.replace('foundingYear: 2023', 'foundingYear: 2022'),
    );
  });

  it('quotes a text that would read as something else if written plain', () => {
    const text = 'a: plain\nb: 2\n';
    expect(updateYaml(text, { a: 'yes: really', b: 2 })).toBe('a: "yes: really"\nb: 2\n');
    expect(updateYaml(text, { a: '42', b: 2 })).toBe('a: "42"\nb: 2\n');
    expect(updateYaml(text, { a: 'true', b: 2 })).toBe('a: "true"\nb: 2\n');
    expect(updateYaml(text, { a: 'fine words', b: null })).toBe('a: fine words\nb: null\n');
  });

  it('rewraps a changed folded text at the width of the old one, leaving its neighbours alone', () => {
    const faqs = read('faqs.yaml');
    const data = parse(faqs);
    const answer = `${data.items[2].answer} One more sentence, long enough to need a line of its own in the file.`;
    data.items[2].answer = answer;
    const out = updateYaml(faqs, data);
    expect(parse(out)).toEqual(data);
    const { removed, added } = changedLines(faqs, out);
    expect(removed.every((line) => line.startsWith('      '))).toBe(true);
    expect(added.every((line) => line.startsWith('      ') && line.length <= 100)).toBe(true);
    expect(out.split('\n').filter((line) => line.startsWith('    answer: >-'))).toHaveLength(data.items.length);
  });

  it('adds, removes and moves list entries: the others keep their text, a new one looks like its neighbours', () => {
    const faqs = read('faqs.yaml');
    const data = parse(faqs);
    const [first] = data.items.splice(0, 1);
    data.items.push(first, { question: 'A new question?', answer: 'A new answer.' });
    const out = updateYaml(faqs, data);
    expect(parse(out)).toEqual(data);
    // Comments at the top and the blank line between entries are kept.
    expect(out.startsWith(faqs.slice(0, faqs.indexOf('items:')))).toBe(true);
    expect(out).toContain('\n\n  - question: A new question?\n    answer: >-\n      A new answer.\n');
    expect(out).not.toContain('items:\n\n');
  });

  it('adds a missing field in the schema order, and drops a removed one with the comment above it', () => {
    const site = read('site.yaml');
    const data = parse(site);
    delete data.notifications.alertsTo;
    data.contact.fax = '+1 312 555 0100';
    const order = (p: readonly string[]) =>
      p.join('.') === 'contact' ? ['email', 'phones', 'fax', 'location', 'hours'] : undefined;
    const out = updateYaml(site, data, order);
    expect(parse(out)).toEqual(data);
    expect(out).toMatch(/ {2}phones:[\s\S]*\n {2}fax: \+1 312 555 0100\n {2}location:/);
    expect(out).not.toContain('Told when the e-mail about a contact request cannot be sent');
    expect(changedLines(site, out).added).toEqual(['  fax: +1 312 555 0100']);
  });

  it('writes a value of another kind afresh in its place (null ↔ group, one list as [a, b])', () => {
    const site = read('site.yaml');
    const data = parse(site);
    data.booking = null;
    data.contact.hours.days = ['Monday', 'Tuesday'];
    const out = updateYaml(site, data);
    expect(parse(out)).toEqual(data);
    expect(out).toContain('\nbooking: null\n');
    expect(out).toContain('    days: [Monday, Tuesday]\n');
    const back = parse(out);
    back.booking = { url: 'https://booking.example.com/x', ctas: true };
    expect(parse(updateYaml(out, back)).booking).toEqual(back.booking);
  });
});

describe('yamlLike', () => {
  it('writes a new post like its neighbour: its order and quoting, none of its comments', () => {
    const neighbour = `# A note about this one post.\n${frontMatterOf(read('blog/ai-automation-guide-2025.md'))}`;
    const data = {
      title: 'A New Post',
      description: 'A new post written in the editor, about what a new post is about.',
      date: '2025-11-20',
      readTime: 3,
      excerpt: 'Short.',
      keywords: ['one', 'two'],
      cta: { heading: 'Hi', text: 'There' },
      draft: false,
    };
    const out = yamlLike(neighbour, data);
    expect(parse(out)).toEqual(data);
    expect(out).not.toContain('#');
    expect(out).toContain('title: "A New Post"\n');
    expect(out).toContain('keywords: ["one", "two"]\n');
    const keys = [...out.matchAll(/^(\w+):/gm)].map((m) => m[1]);
    expect(keys).toEqual(['title', 'description', 'excerpt', 'date', 'readTime', 'keywords', 'cta', 'draft']);
  });
});

describe('alignLists', () => {
  it('matches unchanged entries in order and pairs changed ones by position', () => {
    expect(alignLists(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual([0, 1, 2]);
    expect(alignLists(['a', 'b', 'c'], ['a', 'c'])).toEqual([0, 2]);
    expect(alignLists(['a', 'b', 'c'], ['a', 'x', 'c'])).toEqual([0, 1, 2]);
    expect(alignLists(['a', 'b'], ['a', 'b', 'n'])).toEqual([0, 1, -1]);
    expect(alignLists(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual([-1, 0, 1]);
  });
});

it('a block list emptied is written as [], its comments above kept: an empty block list would read as null', () => {
  const text =
    '# Guide\n\nredirects:\n  # first\n  - { from: /a, to: /b }\n  - from: /c\n    to: /d\n\n# removed\ngone: []\n';
  const emptied = updateYaml(text, { redirects: [], gone: [] });
  expect(emptied).toBe('# Guide\n\nredirects: []\n\n# removed\ngone: []\n');
  expect(updateYaml('a:\n  b:\n    - 1\n  c: 3\n', { a: { b: [], c: 3 } })).toBe('a:\n  b: []\n  c: 3\n');
});
