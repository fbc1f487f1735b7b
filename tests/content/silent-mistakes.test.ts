/**
 * Mistakes that used to pass the check without a word and damage the site quietly, each with a
 * failing fixture and its exact message; and what is not a mistake (a byte-order mark, Windows
 * line endings), which must pass. The fixture tree is tests/fixtures/site.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../src/content/index.ts';
import { formatProblem } from '../../src/content/problems.ts';
import {
  checkFixture,
  cleanupFixtures,
  FIXTURE_DIR,
  PUBLIC_DIR,
  positionOf,
  replaceOnce,
  withFixture,
} from './fixture.ts';

afterAll(cleanupFixtures);

const fixture = (rel: string) => readFileSync(path.join(FIXTURE_DIR, rel), 'utf8');
/** A post that links nowhere and is linked from nowhere, so it brings no problems of its own. */
const loneArticle = fixture('blog/first-steps.md').replace('next: "vibe-coding"\n', '');

describe('pages that would overwrite each other', () => {
  it('a legal page named like another page: reported at the file, naming the other', () => {
    const r = checkFixture({ 'legal/about.md': fixture('legal/privacy-policy.md') });
    expect(r.problems.map(formatProblem)).toEqual([
      `${r.file('legal/about.md')}:2:1 becomes the page /about, which ${r.file('about.yaml')} already is. Two pages cannot share one address: one of them would silently disappear. Rename about.md so that it gets an address of its own.`,
    ]);
    expect(r.routes).toEqual([]);
  });
});

describe('files the site does not read, or cannot use', () => {
  it('a renamed data file: not read, with the name it should have; the expected file is missing', () => {
    const r = checkFixture({ 'faqs.yaml': null, 'faq.yaml': fixture('faqs.yaml') });
    expect(r.problems.map(formatProblem)).toEqual([
      `${r.file('faq.yaml')}:1:1 is not read by the site. Did you mean faqs.yaml? Rename the file to faqs.yaml (or move its entries into content/faqs.yaml).`,
      `${r.file('faqs.yaml')}:1:1 file is missing. Restore it from Git or create it (see CONTENT.md).`,
    ]);
  });

  it('article file names with capitals or spaces: the lower-case name to use', () => {
    const r = checkFixture({ 'blog/My Copy.md': loneArticle, 'blog/Vibe-Marketing-Guide-2025.md': loneArticle });
    expect(r.problems.map(formatProblem)).toEqual([
      `${r.file('blog/My Copy.md')}:1:1 has a file name the site cannot use as an address: names are lower-case words joined by hyphens, without spaces. Rename it to my-copy.md.`,
      `${r.file('blog/Vibe-Marketing-Guide-2025.md')}:1:1 has a file name the site cannot use as an address: names are lower-case words joined by hyphens, without spaces. Rename it to vibe-marketing-guide-2025.md.`,
    ]);
  });

  it('a file with the wrong extension, a folder the site does not read, a nested folder', () => {
    const r = checkFixture({
      'blog/notes.txt': 'ideas',
      'posts/new-idea.md': loneArticle,
      'legal/old/terms.md': fixture('legal/privacy-policy.md'),
    });
    expect(r.problems.map(formatProblem)).toEqual([
      `${r.file('blog/notes.txt')}:1:1 is not read by the site. Articles are Markdown files ending in .md: rename it to notes.md.`,
      `${r.file('legal/old/terms.md')}:1:1 is not read by the site. Entries sit directly in content/legal/, not in a folder inside it: move the file up.`,
      `${r.file('posts/new-idea.md')}:1:1 is not read by the site. The folder posts/ is not one the site reads (it reads case-studies/, blog/, legal/, landing/).`,
    ]);
  });

  it('hidden files (.gitkeep, .DS_Store) are left alone', () => {
    const r = checkFixture({ 'blog/.gitkeep': '', '.DS_Store': 'x' });
    expect(r.problems).toEqual([]);
  });
});

describe('the new-article template', () => {
  const scaffold = loneArticle
    .replace(
      'description: "A short guide to AI automation for small businesses: what it is and how to start."',
      'description: "TODO: one or two sentences for search results, about 70 to 160 characters."',
    )
    .replace('---\n', '---\n# New article. Replace every TODO, then set draft: false to publish.\n');

  it('a published article with a TODO left in a field', () => {
    const r = checkFixture({ 'blog/my-article.md': scaffold });
    expect(r.problems.map(formatProblem)).toEqual([
      `${r.file('blog/my-article.md')}:4:14 description: still contains "TODO" from the new-article template, and the article is published (draft: false). Replace every TODO with your text, or set draft: true to keep the article off the site.`,
    ]);
  });

  it('a TODO in the text is found at its line; as a draft, the article passes', () => {
    const inBody = `${loneArticle}\nTODO: write the conclusion.\n`;
    const r = checkFixture({ 'blog/my-article.md': inBody });
    expect(r.found).toEqual([
      {
        file: r.file('blog/my-article.md'),
        ...positionOf(inBody, 'TODO'),
        field: 'body',
        message:
          'still contains "TODO" from the new-article template, and the article is published (draft: false). Replace every TODO with your text, or set draft: true to keep the article off the site.',
      },
    ]);
    const draft = checkFixture({
      'blog/my-article.md': scaffold.replace('color: "blue"', 'color: "blue"\ndraft: true'),
    });
    expect(draft.problems).toEqual([]);
  });
});

describe('a text cut short by a # comment', () => {
  it('an unquoted text followed by " #": what YAML stored, and the line to write', () => {
    const r = checkFixture({
      'faqs.yaml': replaceOnce('question: What is AI automation?', 'question: Is it #1 in Chicago?'),
    });
    expect(r.problems.map(formatProblem)).toEqual([
      `${r.file('faqs.yaml')}:3:15 items[0].question in FAQ 1 ("Is it"): is cut short at " #": YAML reads everything after " #" as a comment, so only "Is it" is stored. Put the whole text in double quotes: question: "Is it #1 in Chicago?"`,
    ]);
  });

  it('a quoted text, a number or a date followed by a comment is fine', () => {
    const r = checkFixture({
      'faqs.yaml': replaceOnce('question: What is AI automation?', 'question: "What is AI #automation?" # kept'),
      'blog/first-steps.md': replaceOnce('readTime: 4', 'readTime: 4 # minutes'),
    });
    expect(r.problems).toEqual([]);
  });
});

describe('a phone number that dials another number than it shows', () => {
  it('display and tel disagree in their digits', () => {
    const r = checkFixture({
      'site.yaml': replaceOnce('display: "+1 (312) 555-0142"', 'display: "+1 (312) 555-0143"'),
    });
    expect(r.problems.map(formatProblem)).toEqual([
      `${r.file('site.yaml')}:33:7 contact.phones[0].display in phone number 1 ("+1 (312) 555-0143"): shows the digits 13125550143, but tel dials +13125550142. Visitors read display and their phone dials tel: make both the same number.`,
    ]);
  });

  it('a display without the country code agrees', () => {
    const r = checkFixture({ 'site.yaml': replaceOnce('display: "+1 (312) 555-0142"', 'display: "(312) 555-0142"') });
    expect(r.problems).toEqual([]);
  });
});

describe('links that nearly match a page', () => {
  it('suggests the page, keeping the anchor', () => {
    const r = checkFixture({
      'blog/first-steps.md': (t) => `${t}\nSee [voice agents](/services/voice-agent) and [answers](/#faqs).\n`,
    });
    const text = r.read('blog/first-steps.md');
    expect(r.found).toEqual([
      {
        file: r.file('blog/first-steps.md'),
        ...positionOf(text, '[voice agents]'),
        field: 'body',
        message: 'link "/services/voice-agent" leads to no page of this site. Did you mean /services/voice-agents?',
      },
      {
        file: r.file('blog/first-steps.md'),
        ...positionOf(text, '[answers]'),
        field: 'body',
        message:
          'link "/#faqs" points at #faqs, which does not exist on /. Did you mean #faq? Available: #main, #home, #about, #services, #industries, #roi-calculator, #testimonials, #faq, #contact.',
      },
    ]);
  });

  it('no guess when nothing is close', () => {
    const r = checkFixture({ 'blog/first-steps.md': (t) => `${t}\nSee [pricing](/pricing-and-plans).\n` });
    expect(r.found.map((p) => p.message)).toEqual([
      'link "/pricing-and-plans" leads to no page of this site. Check the address against the site\'s pages (see CONTENT.md).',
    ]);
  });
});

describe('what editors legitimately write', () => {
  it('a UTF-8 byte-order mark and Windows line endings in YAML and Markdown pass', () => {
    const bom = '\uFEFF';
    const crlf = (text: string) => text.replace(/\n/g, '\r\n');
    const r = checkFixture({
      'faqs.yaml': `${bom}${crlf(fixture('faqs.yaml'))}`,
      'blog/first-steps.md': `${bom}${fixture('blog/first-steps.md')}`,
      'blog/vibe-coding.md': crlf(fixture('blog/vibe-coding.md')),
      'legal/privacy-policy.md': `${bom}${crlf(fixture('legal/privacy-policy.md'))}`,
    });
    expect(r.problems).toEqual([]);
    expect(r.content?.posts.find((p) => p.slug === 'first-steps')?.title).toBe('First Steps with AI Automation');
  });

  it('positions stay right in a file with a byte-order mark and Windows line endings', () => {
    const text = `\uFEFF${fixture('faqs.yaml').replace('answer: Simple chatbots', 'answr: Simple chatbots')}`.replace(
      /\n/g,
      '\r\n',
    );
    const r = checkFixture({ 'faqs.yaml': text });
    expect(r.found.find((p) => p.field === 'items[1].answr')).toMatchObject({ line: 7, column: 5 });
  });
});

describe('every mistake in one run', () => {
  it('three mistakes in three files show as three, whatever the others did', () => {
    const r = checkFixture({
      'faqs.yaml': replaceOnce('    answer: Software that handles routine work for you.\n', ''),
      'blog/first-steps.md': (t) => `${t}\nSee [the contact page](/contct).\n`,
      'testimonials.yaml': (t) => t.replace(/image: \S+/, 'image: /images/testimonials/nobody.svg'),
    });
    expect(r.found.map((p) => [path.basename(p.file), p.field])).toEqual([
      ['first-steps.md', 'body'],
      ['faqs.yaml', 'items[0].answer'],
      ['testimonials.yaml', 'items[0].image'],
    ]);
  });

  it('a link into an article whose own file failed is not a false alarm', () => {
    const r = checkFixture({
      'blog/vibe-coding.md': replaceOnce('readTime: 3', 'readTime: three'),
      'blog/first-steps.md': (t) => `${t}\nAlso read [the summary](/blog/vibe-coding#summary).\n`,
    });
    expect(r.found.map((p) => [path.basename(p.file), p.field])).toEqual([['vibe-coding.md', 'readTime']]);
  });

  it('links into a collection whose file failed are not judged, other links still are', () => {
    const r = checkFixture({
      'services.yaml': replaceOnce('  - slug: chatbots', '  - slug: Chat Bots'),
      'blog/first-steps.md': (t) => `${t}\nSee [chatbots](/services/chatbots) and [us](/abuot).\n`,
    });
    expect(r.found.map((p) => [path.basename(p.file), p.message.slice(0, 30)])).toEqual([
      ['first-steps.md', 'link "/abuot" leads to no page'],
      ['services.yaml', 'must be lower-case words joine'],
    ]);
  });
});

describe('YAML mistakes in plain words: one message per mistake, with the line to write', () => {
  const QUESTION = 'question: What is AI automation?';
  const problemsFor = (line: string) =>
    checkFixture({ 'faqs.yaml': replaceOnce(QUESTION, line) }).problems.map(
      (p) => `${p.line}:${p.column} ${p.message}`,
    );

  it.each([
    [
      'question: Note: what is AI automation?',
      '3:15 The text after "question:" contains ": ", which YAML reads as the start of another field. Put the whole text in double quotes: question: "Note: what is AI automation?"',
    ],
    [
      'question: @lakeshore answers',
      '3:15 The text after "question:" starts with "@", which YAML does not accept at the start of a text. Put the whole text in double quotes: question: "@lakeshore answers"',
    ],
    [
      'question: `AI` automation?',
      '3:15 The text after "question:" starts with a backtick (`), which YAML does not accept at the start of a text. Put the whole text in double quotes: question: "`AI` automation?"',
    ],
    [
      'question: *really* automation?',
      '3:15 The text after "question:" starts with "*", which YAML reads as a reference to another value instead of text. Put the whole text in double quotes: question: "*really* automation?"',
    ],
    [
      'question: &name What is AI automation?',
      '3:15 The text after "question:" starts with "&", which YAML reads as a name for the value instead of text. Put the whole text in double quotes: question: "&name What is AI automation?"',
    ],
    [
      'question: !important automation?',
      '3:15 The text after "question:" starts with "!", which YAML reads as a type instead of text. Put the whole text in double quotes: question: "!important automation?"',
    ],
    [
      'question: %50 automation?',
      '3:15 The text after "question:" starts with "%", which YAML does not accept at the start of a text. Put the whole text in double quotes: question: "%50 automation?"',
    ],
    [
      'question: "What is "AI" automation?"',
      '3:15 The text after "question:" starts with a quote, so YAML ends the text at the next quote and cannot read the rest. Put the whole text in double quotes and write a " inside it as \\": question: "What is \\"AI\\" automation?"',
    ],
    [
      "question: 'It's automation?'",
      '3:15 The text after "question:" starts with a quote, so YAML ends the text at the next quote and cannot read the rest. Put the whole text in double quotes and write a " inside it as \\": question: "It\'s automation?"',
    ],
    [
      'question: "What is AI automation?',
      '3:15 The text after "question:" opens a quote that is never closed. Add the closing quote at the end of the text: question: "What is AI automation?"',
    ],
  ])('%s', (line, expected) => {
    expect(problemsFor(line)).toEqual([expected]);
  });

  it('a tab used for indentation: one message, not parser jargon', () => {
    const r = checkFixture({ 'tools.yaml': replaceOnce('  - name:', '\t- name:') });
    expect(r.problems.map(formatProblem)).toEqual([
      `${r.file('tools.yaml')}:3:1 This line is indented with a tab. YAML only accepts spaces: replace the tab with spaces, lined up with the fields above (two spaces per level).`,
    ]);
  });

  it('a field indented differently from its group', () => {
    const r = checkFixture({ 'faqs.yaml': replaceOnce('    answer: Simple chatbots', '   answer: Simple chatbots') });
    expect(r.problems.map(formatProblem)).toEqual([
      `${r.file('faqs.yaml')}:7:1 This line is indented differently from the fields above it. Fields of one group must start in the same column: use the same number of spaces as the line above.`,
    ]);
  });
});

describe('symbolic links committed under content/ or public/images/', () => {
  it('a link among the articles fails the check, naming it, wherever it points', () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'outside-content-'));
    try {
      writeFileSync(path.join(outside, 'local-keys.json'), '{"serviceRoleKey":"x"}\n');
      const r = checkFixture();
      symlinkSync(path.join(outside, 'local-keys.json'), path.join(r.dir, 'blog/k.md'));
      symlinkSync(path.join(r.dir, 'blog/first-steps.md'), path.join(r.dir, 'blog/same-article.md'));
      const again = checkContent({ contentDir: r.dir, publicDir: PUBLIC_DIR });
      const message =
        'is a symbolic link, not a file. The site reads only real files in content/ and public/images/: a link could make it publish or show a file from anywhere on the computer. Replace the link with the file itself (or delete it).';
      expect(again.problems.map(formatProblem)).toEqual([
        `${r.file('blog/k.md')}:1:1 ${message}`,
        `${r.file('blog/same-article.md')}:1:1 ${message}`,
      ]);
      expect(again.routes).toEqual([]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('a link under public/images/ fails it too', () => {
    const publicDir = mkdtempSync(path.join(os.tmpdir(), 'public-'));
    try {
      cpSync(PUBLIC_DIR, publicDir, { recursive: true });
      symlinkSync('/etc/hostname', path.join(publicDir, 'images/host.png'));
      const r = checkContent({ contentDir: withFixture(), publicDir });
      expect(r.problems.map((p) => `${p.file} ${p.message}`)).toContainEqual(
        expect.stringMatching(/images\/host\.png is a symbolic link, not a file\./),
      );
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});

describe("links to this computer and to the site's own address", () => {
  it('a link or picture on localhost, 127.0.0.1, [::1] or 0.0.0.0 is refused with the path to write', () => {
    const r = checkFixture({
      'blog/first-steps.md': (t) =>
        `${t}\nSee [what we do](http://localhost:49100/servics), [the blog](https://127.0.0.1:3000/blog), <http://[::1]:8080/contact> and ![a chart](http://0.0.0.0:4000/images/chart.png).\n`,
    });
    const text = r.read('blog/first-steps.md');
    const refused = (needle: string, kind: string, url: string, host: string, path: string) => ({
      file: r.file('blog/first-steps.md'),
      ...positionOf(text, needle),
      field: 'body',
      message: `${kind} "${url}" leads to ${host}, the computer the page was edited on: a visitor's browser would look on their own computer. Write the path ${path} instead (a page of this site starts with /).`,
    });
    expect(r.found).toEqual([
      refused('[what we do]', 'link', 'http://localhost:49100/servics', 'localhost:49100', '/servics'),
      refused('[the blog]', 'link', 'https://127.0.0.1:3000/blog', '127.0.0.1:3000', '/blog'),
      // markdown-it keeps a link's address percent-encoded, as the other link messages quote it.
      refused('<http://[::1]', 'link', 'http://%5B::1%5D:8080/contact', '[::1]:8080', '/contact'),
      refused('![a chart]', 'image', 'http://0.0.0.0:4000/images/chart.png', '0.0.0.0:4000', '/images/chart.png'),
    ]);
  });

  it('a link field on this computer is refused at its line too', () => {
    const r = checkFixture({
      'site.yaml': (t) => t.replace('      href: /industries', '      href: https://localhost:49100/industries'),
    });
    expect(r.found).toEqual([
      {
        file: r.file('site.yaml'),
        ...positionOf(r.read('site.yaml'), 'https://localhost:49100/industries'),
        field: expect.stringMatching(/href$/),
        message: expect.stringContaining('leads to localhost:49100, the computer the page was edited on'),
      },
    ]);
  });

  it("a link written with the site's own address is checked as its path", () => {
    const r = checkFixture({
      'blog/first-steps.md': (t) =>
        `${t}\nSee [what we offer](https://www.example.com/servics) and [the blog](https://example.com/blog).\n`,
    });
    expect(r.found).toEqual([
      {
        file: r.file('blog/first-steps.md'),
        ...positionOf(r.read('blog/first-steps.md'), '[what we offer]'),
        field: 'body',
        message: 'link "/servics" leads to no page of this site. Did you mean /services?',
      },
    ]);
  });
});
