/**
 * One test per kind of content error: the exact message, file, line, column and field an
 * editor sees. Expected positions are computed from the edited file's text (positionOf), or
 * written out literally where a whole formatted line is pinned.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem, type Problem } from '../../src/content/problems.ts';
import {
  checkFixture,
  cleanupFixtures,
  type Edits,
  FIXTURE_DIR,
  type FixtureCheck,
  positionOf,
  post,
  REPO_ROOT,
  replaceOnce,
} from './fixture.ts';

afterAll(cleanupFixtures);

/** Appends Markdown to the body of blog/first-steps.md (its last line is 23; line 24 is blank). */
const appendToPost = (markdown: string): Edits => ({ 'blog/first-steps.md': (t) => `${t}\n${markdown}\n` });

/** The problem expected at the `occurrence`-th `needle` of `rel`. */
function at(r: FixtureCheck, rel: string, needle: string, field: string, message: string, occurrence = 1): Problem {
  return { file: r.file(rel), ...positionOf(r.read(rel), needle, occurrence), field, message };
}

/** `file:line:column` of the `occurrence`-th `needle` of `rel`, as a problem line starts there. */
function where(r: FixtureCheck, rel: string, needle: string, occurrence = 1): string {
  const { line, column } = positionOf(r.read(rel), needle, occurrence);
  return `${r.file(rel)}:${line}:${column}`;
}

/** Asserts that the check found exactly these problems (and therefore no content). */
function expectProblems(r: FixtureCheck, expected: Problem[]) {
  expect(r.found).toEqual(expected);
  expect(r.content).toBeUndefined();
  expect(r.routes).toEqual([]);
}

const FAQ_ANSWER_HINT = 'Hint: The answer shown when the question is opened (plain text).';
const TOOL_NAME_HINT = 'Hint: Name of the tool (read by screen readers).';
const DATE_HINT =
  'Hint: Publication date, written YYYY-MM-DD. A date after today schedules the article: it stays off the live site until that day (in the site’s time zone: Site settings → Time zone), when the daily rebuild publishes it.';
const DUPLICATE_ANSWER =
  'The field "answer" appears twice in the same group. Keep one of them: YAML would silently use the last one.';
const TAB_MESSAGE =
  'This line is indented with a tab. YAML only accepts spaces: replace the tab with spaces, lined up with the fields above (two spaces per level).';

describe('schema errors in YAML files', () => {
  it('missing required field: "is required." and the field’s description as hint', () => {
    const r = checkFixture({
      'faqs.yaml': replaceOnce('    answer: Software that handles routine work for you.\n', ''),
    });
    // Positioned at the entry that lacks the field.
    expectProblems(r, [
      at(r, 'faqs.yaml', 'question: What is AI automation?', 'items[0].answer', `is required. ${FAQ_ANSWER_HINT}`),
    ]);
    expect(r.problems.map(formatProblem)).toEqual([
      `${where(r, 'faqs.yaml', 'question: What is AI automation?')} items[0].answer in FAQ 1 ("What is AI automation?"): is required. ${FAQ_ANSWER_HINT}`,
    ]);
  });

  it('missing required field in Markdown front matter is positioned in the file (front matter starts on line 2)', () => {
    const r = checkFixture({ 'blog/first-steps.md': replaceOnce('category: "AI Technology"\n', '') });
    expectProblems(r, [
      at(r, 'blog/first-steps.md', 'title:', 'category', 'is required. Hint: Category shown on the article.'),
    ]);
    expect(r.problems.map(formatProblem)).toEqual([
      `${where(r, 'blog/first-steps.md', 'title:')} category: is required. Hint: Category shown on the article.`,
    ]);
  });

  it('wrong type: names the expected and the actual kind of value', () => {
    const r = checkFixture({ 'tools.yaml': replaceOnce('name: FlowForge', 'name: 42') });
    expectProblems(r, [
      at(r, 'tools.yaml', '42', 'items[0].name', `must be text, not the number 42. ${TOOL_NAME_HINT}`),
    ]);
    expect(r.problems.map(formatProblem)).toEqual([
      `${where(r, 'tools.yaml', '42')} items[0].name in tool 1: must be text, not the number 42. ${TOOL_NAME_HINT}`,
    ]);
  });

  it('wrong type: a quoted number, a fraction where a whole number is needed, and an empty value', () => {
    const quoted = checkFixture({ 'blog/first-steps.md': replaceOnce('readTime: 4', 'readTime: "4"') });
    expectProblems(quoted, [
      at(
        quoted,
        'blog/first-steps.md',
        '"4"',
        'readTime',
        'must be a number, not the text "4". Hint: Reading time in whole minutes.',
      ),
    ]);
    const fraction = checkFixture({ 'blog/first-steps.md': replaceOnce('readTime: 4', 'readTime: 4.5') });
    expectProblems(fraction, [
      at(
        fraction,
        'blog/first-steps.md',
        '4.5',
        'readTime',
        'must be a whole number, not the number 4.5. Hint: Reading time in whole minutes.',
      ),
    ]);
    const empty = checkFixture({
      'faqs.yaml': replaceOnce('answer: Software that handles routine work for you.', 'answer:'),
    });
    expect(empty.found).toEqual([
      {
        file: empty.file('faqs.yaml'),
        line: 4,
        column: 12,
        field: 'items[0].answer',
        message: `must be text, not empty. ${FAQ_ANSWER_HINT}`,
      },
    ]);
  });

  it('string too long: the limit and the current length', () => {
    const r = checkFixture({ 'tools.yaml': replaceOnce('name: FlowForge', `name: ${'x'.repeat(41)}`) });
    expectProblems(r, [
      at(r, 'tools.yaml', 'xxx', 'items[0].name', `is too long: at most 40 characters (now 41). ${TOOL_NAME_HINT}`),
    ]);
  });

  it('string too long in a folded block scalar is positioned at the scalar', () => {
    const r = checkFixture({
      'about.yaml': replaceOnce('intro: We bring practical AI to small businesses.', `intro: >-\n  ${'x'.repeat(401)}`),
    });
    expectProblems(r, [
      at(
        r,
        'about.yaml',
        '>-',
        'intro',
        'is too long: at most 400 characters (now 401). Hint: Paragraph under the heading.',
      ),
    ]);
  });

  it('string too short (a minimum above 1)', () => {
    const r = checkFixture({
      'about.yaml': replaceOnce(
        'description: "{company} is a Chicago AI automation consultancy founded in 2023."',
        'description: Too short.',
      ),
    });
    expectProblems(r, [
      at(
        r,
        'about.yaml',
        'Too short.',
        'seo.description',
        'is too short: at least 50 characters (now 10). Hint: Summary shown under the title in search results.',
      ),
    ]);
  });

  it('empty string (also when it is only spaces)', () => {
    const r = checkFixture({ 'tools.yaml': replaceOnce('name: FlowForge', 'name: "   "') });
    expectProblems(r, [at(r, 'tools.yaml', '"   "', 'items[0].name', `must not be empty. ${TOOL_NAME_HINT}`)]);
  });

  it('array with the wrong exact length (benefits must be 3)', () => {
    const r = checkFixture({ 'services.yaml': replaceOnce('      - Fewer no-shows\n', '') });
    expectProblems(r, [
      at(
        r,
        'services.yaml',
        '- Real-time availability',
        'items[3].benefits',
        'must have exactly 3 items (now 2). Hint: Exactly three short benefits listed on the card.',
      ),
    ]);
    expect(r.problems.map(formatProblem)).toEqual([
      `${where(r, 'services.yaml', '- Real-time availability')} items[3].benefits in service 4 ("Automated Booking…"): must have exactly 3 items (now 2). Hint: Exactly three short benefits listed on the card.`,
    ]);
  });

  it('array too short (at least one item)', () => {
    const r = checkFixture({ 'tools.yaml': '# no tools\nitems: []\n' });
    expectProblems(r, [
      {
        file: r.file('tools.yaml'),
        line: 2,
        column: 8,
        field: 'items',
        message: 'needs at least 1 item (now 0). Hint: Logos in the scrolling tools strip.',
      },
    ]);
  });

  it('enum: lists the allowed values and the value found', () => {
    const r = checkFixture({ 'services.yaml': replaceOnce('icon: chat', 'icon: robot') });
    const icons =
      'workflow, voice, chat, calendar, megaphone, cloud, utensils, hotel, health, home, leaf, shield, cart';
    const quoted = icons
      .split(', ')
      .map((i) => `"${i}"`)
      .join(', ');
    expectProblems(r, [
      at(
        r,
        'services.yaml',
        'robot',
        'items[2].icon',
        `must be one of: ${quoted} (got "robot"). Hint: Icon drawn on the card, one of: ${icons}.`,
      ),
    ]);
  });

  it('unknown key (a typo): names the allowed fields, and the misspelt required field is missing', () => {
    const r = checkFixture({ 'about.yaml': replaceOnce('title: About {company}', 'titel: About {company}') });
    expectProblems(r, [
      // The root mapping starts on line 2 (line 1 is a comment).
      {
        file: r.file('about.yaml'),
        line: 2,
        column: 1,
        field: 'title',
        message: 'is required. Hint: Heading of the about page (its h1).',
      },
      at(
        r,
        'about.yaml',
        'titel:',
        'titel',
        'unknown field "titel". Allowed fields here: seo, title, intro, mission, stats, values, reviews, cta. Check the spelling or remove it.',
      ),
    ]);
  });

  it('unknown key inside a list entry is positioned at the key', () => {
    const r = checkFixture({
      'faqs.yaml': replaceOnce('    answer: Simple chatbots', '    titel: Extra\n    answer: Simple chatbots'),
    });
    expectProblems(r, [
      at(
        r,
        'faqs.yaml',
        'titel:',
        'items[1].titel',
        'unknown field "titel". Allowed fields here: question, answer. Check the spelling or remove it.',
      ),
    ]);
    expect(r.problems.map(formatProblem)).toEqual([
      `${where(r, 'faqs.yaml', 'titel:')} items[1].titel in FAQ 2 ("How long does…"): unknown field "titel". Allowed fields here: question, answer. Check the spelling or remove it.`,
    ]);
  });

  it('date that does not exist (2025-02-30)', () => {
    const r = checkFixture({ 'blog/first-steps.md': replaceOnce('date: 2025-01-14', 'date: 2025-02-30') });
    expectProblems(r, [
      at(r, 'blog/first-steps.md', '2025-02-30', 'date', `is not a real calendar date. ${DATE_HINT}`),
    ]);
    expect(r.problems.map(formatProblem)).toEqual([
      `${where(r, 'blog/first-steps.md', '2025-02-30')} date: is not a real calendar date. ${DATE_HINT}`,
    ]);
  });

  it('date in the wrong format: one problem, the format message (BUG: the calendar check also fires)', () => {
    const r = checkFixture({ 'blog/first-steps.md': replaceOnce('date: 2025-01-14', 'date: 14.01.2025') });
    expectProblems(r, [
      at(
        r,
        'blog/first-steps.md',
        '14.01.2025',
        'date',
        `must be a date written YYYY-MM-DD, e.g. 2025-01-15. ${DATE_HINT}`,
      ),
    ]);
  });

  it('a refinement message: titleTemplate without %s', () => {
    const r = checkFixture({
      'site.yaml': replaceOnce('titleTemplate: "%s | {company}"', 'titleTemplate: "{company}"'),
    });
    expectProblems(r, [
      at(
        r,
        'site.yaml',
        '"{company}"',
        'seo.titleTemplate',
        'must contain %s where the page title goes. Hint: How page titles are composed; %s is replaced by the page title, e.g. "%s | {company}".',
      ),
    ]);
  });

  it('a template that lost its placeholder, and one with two placeholders of which one is misspelled', () => {
    const r = checkFixture({
      'ui.yaml': (t) =>
        replaceOnce(
          '  readTime: "{minutes} min read"',
          '  readTime: min read',
        )(replaceOnce('  pageHeading: "{title} (page {page})"', '  pageHeading: "{title} (page {pgae})"')(t)),
    });
    const headingHint = 'Hint: Heading of the further pages of the blog, e.g. "{title} (page {page})".';
    expectProblems(r, [
      at(
        r,
        'ui.yaml',
        '"{title} (page {pgae})"',
        'blog.pageHeading',
        `must contain {page}, which the site replaces with the page number. ${headingHint}`,
      ),
      at(
        r,
        'ui.yaml',
        '"{title} (page {pgae})"',
        'blog.pageHeading',
        `has an unknown placeholder {pgae}. Allowed here: {title}, {page}. ${headingHint}`,
      ),
      at(
        r,
        'ui.yaml',
        'min read',
        'article.readTime',
        'must contain {minutes}, which the site replaces with the article’s reading time. Hint: Reading time on article cards and articles, e.g. "{minutes} min read".',
      ),
    ]);
  });

  it('a link field with a javascript: URL in YAML', () => {
    const r = checkFixture({ 'about.yaml': replaceOnce('  href: /contact', '  href: "javascript:alert(1)"') });
    const hint = 'Hint: Where the button goes: a page path such as /contact, or an anchor such as /#faq.';
    expectProblems(r, [
      at(
        r,
        'about.yaml',
        '"javascript:alert(1)"',
        'cta.href',
        `must not use a javascript:, data: or vbscript: link. ${hint}`,
      ),
      at(
        r,
        'about.yaml',
        '"javascript:alert(1)"',
        'cta.href',
        `must start with "/" (a page of this site), "#", "https://", "mailto:" or "tel:". ${hint}`,
      ),
    ]);
  });
});

describe('file-level errors', () => {
  it('YAML syntax error: line:column, one line in plain words, no stack trace', () => {
    const r = checkFixture({
      'faqs.yaml': replaceOnce(
        '    answer: Software that handles routine work for you.',
        '    answer: Software that handles routine work for you.\n    answer: again',
      ),
    });
    expectProblems(r, [at(r, 'faqs.yaml', 'answer: again', '', DUPLICATE_ANSWER)]);
    const line = formatProblem(r.problems[0]!);
    expect(line).toBe(`${where(r, 'faqs.yaml', 'answer: again')} ${DUPLICATE_ANSWER}`);
    expect(line).not.toMatch(/\n|\s at |\.ts:\d|\^/);
  });

  it('YAML syntax error: tab indentation', () => {
    const r = checkFixture({ 'tools.yaml': replaceOnce('    logo:', '\tlogo:') });
    expectProblems(r, [
      {
        file: r.file('tools.yaml'),
        line: 4,
        column: 1,
        field: '',
        message: TAB_MESSAGE,
      },
    ]);
  });

  it('YAML syntax error in front matter is positioned in the Markdown file', () => {
    const r = checkFixture({ 'blog/first-steps.md': replaceOnce('readTime: 4\n', 'readTime: 4\ndate: 2025-01-15\n') });
    expectProblems(r, [
      at(
        r,
        'blog/first-steps.md',
        'date: 2025-01-15',
        '',
        'The field "date" appears twice in the same group. Keep one of them: YAML would silently use the last one.',
      ),
    ]);
    expect(r.problems.map(formatProblem)).toEqual([
      `${where(r, 'blog/first-steps.md', 'date: 2025-01-15')} The field "date" appears twice in the same group. Keep one of them: YAML would silently use the last one.`,
    ]);
  });

  it('a missing data file', () => {
    const r = checkFixture({ 'tools.yaml': null });
    expectProblems(r, [
      {
        file: r.file('tools.yaml'),
        line: 1,
        column: 1,
        field: '',
        message: 'file is missing. Restore it from Git or create it (see CONTENT.md).',
      },
    ]);
    expect(formatProblem(r.problems[0]!)).toBe(
      `${r.file('tools.yaml')}:1:1 file is missing. Restore it from Git or create it (see CONTENT.md).`,
    );
  });

  it('a Markdown file without front matter', () => {
    const r = checkFixture({ 'legal/privacy-policy.md': 'Just text.\n' });
    expectProblems(r, [
      {
        file: r.file('legal/privacy-policy.md'),
        line: 1,
        column: 1,
        field: '',
        message:
          'has no front matter. Start the file with a --- line, the fields, and another --- line (see CONTENT.md).',
      },
    ]);
  });
});

describe('Markdown bodies', () => {
  it('raw <script> (line counted from the top of the file, after the front matter)', () => {
    const r = checkFixture(appendToPost('<script>alert(1)</script>'));
    expectProblems(r, [
      at(
        r,
        'blog/first-steps.md',
        '<script>',
        'body',
        'contains a raw <script> tag. Scripts are not allowed in content; remove it.',
      ),
    ]);
    expect(r.problems.map(formatProblem)).toEqual([
      `${where(r, 'blog/first-steps.md', '<script>')} body: contains a raw <script> tag. Scripts are not allowed in content; remove it.`,
    ]);
  });

  it('an event-handler attribute (onclick=)', () => {
    const r = checkFixture(appendToPost('<img src="/images/logo-mark.svg" onclick="alert(1)">'));
    expectProblems(r, [
      at(
        r,
        'blog/first-steps.md',
        '<img',
        'body',
        'contains an event-handler attribute (on…=). Remove it: content may not run code.',
      ),
    ]);
  });

  it('other raw HTML', () => {
    const r = checkFixture(appendToPost('<div class="note">Hello</div>'));
    expectProblems(r, [
      at(
        r,
        'blog/first-steps.md',
        '<div',
        'body',
        'contains raw HTML. Use Markdown instead (## headings, **bold**, [text](/link), lists).',
      ),
    ]);
  });

  it('inline raw HTML is reported at its column, opening and closing tag each', () => {
    const r = checkFixture(appendToPost('Some <span>raw</span> text.'));
    const message = 'contains raw HTML. Use Markdown instead (## headings, **bold**, [text](/link), lists).';
    expectProblems(r, [
      at(r, 'blog/first-steps.md', '<span>', 'body', message),
      at(r, 'blog/first-steps.md', '</span>', 'body', message),
    ]);
  });

  it('a level-1 heading in the body (ATX and setext)', () => {
    const message = 'uses a level-1 heading (# ). The title is the page’s only h1: use ## for sections.';
    const atx = checkFixture(appendToPost('# Big title'));
    expectProblems(atx, [at(atx, 'blog/first-steps.md', '# Big title', 'body', message)]);
    const setext = checkFixture(appendToPost('Big title\n========='));
    expectProblems(setext, [at(setext, 'blog/first-steps.md', 'Big title', 'body', message)]);
  });

  it('javascript:, data: and vbscript: links (any case), each at its column', () => {
    const r = checkFixture(
      appendToPost('[a](javascript:alert(1)) and [b](data:text/html,hi) and [c](VBScript:msgbox)'),
    );
    const rel = 'blog/first-steps.md';
    const tail = 'javascript:, data: and vbscript: links are not allowed.';
    expectProblems(r, [
      at(r, rel, '[a]', 'body', `links to "javascript:alert(1)": ${tail}`),
      at(r, rel, '[b]', 'body', `links to "data:text/html,hi": ${tail}`),
      at(r, rel, '[c]', 'body', `links to "VBScript:msgbox": ${tail}`),
    ]);
    expect(r.problems.map(formatProblem)[0]).toBe(
      `${where(r, rel, '[a]')} body: links to "javascript:alert(1)": ${tail}`,
    );
  });

  it('an unsafe scheme in an image and in a link definition', () => {
    const r = checkFixture(appendToPost('![x](data:image/svg+xml,abc)\n\n[ref]: javascript:alert(1)'));
    const rel = 'blog/first-steps.md';
    const tail = 'javascript:, data: and vbscript: links are not allowed.';
    expectProblems(r, [
      at(r, rel, '![x]', 'body', `links to "data:image/svg+xml,abc": ${tail}`),
      at(r, rel, '[ref]:', 'body', `links to "javascript:alert(1)": ${tail}`),
    ]);
  });

  it('the same rules apply to legal pages', () => {
    const r = checkFixture({ 'legal/privacy-policy.md': (t) => `${t}\n# Second title\n` });
    expectProblems(r, [
      at(
        r,
        'legal/privacy-policy.md',
        '# Second title',
        'body',
        'uses a level-1 heading (# ). The title is the page’s only h1: use ## for sections.',
      ),
    ]);
  });
});

describe('links and anchors', () => {
  it('an internal link to no route', () => {
    const r = checkFixture(appendToPost('See [the team](/team).'));
    expectProblems(r, [
      at(
        r,
        'blog/first-steps.md',
        '[the team]',
        'body',
        'link "/team" leads to no page of this site. Check the address against the site\'s pages (see CONTENT.md).',
      ),
    ]);
  });

  it('an internal link to a missing #anchor lists the anchors that exist there', () => {
    const r = checkFixture(appendToPost('See [the team](/about#team).'));
    expectProblems(r, [
      at(
        r,
        'blog/first-steps.md',
        '[the team]',
        'body',
        'link "/about#team" points at #team, which does not exist on /about. Available: #main, #mission, #values, #reviews.',
      ),
    ]);
  });

  it('an in-page #anchor that is not a heading of the article', () => {
    const r = checkFixture(appendToPost('Back to [the start](#start).'));
    expectProblems(r, [
      at(
        r,
        'blog/first-steps.md',
        '[the start]',
        'body',
        'link "#start" points at #start, which does not exist on /blog/first-steps. Available: #main, #article-cta, #getting-started.',
      ),
    ]);
  });

  it('links to existing heading and template anchors pass (own page, other post, legal page, with / and ?query)', () => {
    const r = checkFixture(
      appendToPost(
        '[a](#getting-started) [b](/blog/first-steps#getting-started) [c](/privacy-policy#contact-form) [d](/about/?ref=blog#mission) [e](#article-cta)',
      ),
    );
    expect(r.found).toEqual([]);
    expect(r.content).toBeDefined();
  });

  it('a link in YAML to a missing anchor on the home page', () => {
    const r = checkFixture({ 'site.yaml': replaceOnce('href: "/#faq"', 'href: "/#faqs"') });
    expectProblems(r, [
      at(
        r,
        'site.yaml',
        '"/#faqs"',
        'footer.quickLinks[0].href',
        'link "/#faqs" points at #faqs, which does not exist on /. Did you mean #faq? Available: #main, #home, #about, #services, #industries, #roi-calculator, #testimonials, #faq, #contact.',
      ),
    ]);
  });

  it('a protocol-relative link', () => {
    const r = checkFixture(appendToPost('See [x](//evil.example/path).'));
    expectProblems(r, [
      at(
        r,
        'blog/first-steps.md',
        '[x]',
        'body',
        'link "//evil.example/path" is protocol-relative. Write https://… for other sites or /path for this one.',
      ),
    ]);
  });

  it('BUG: an #anchor in a post whose slug is also a service slug is checked against the post, not the service page', () => {
    // blog/chatbots.md and /services/chatbots share the slug "chatbots"; the article's own
    // heading #setup exists, so there is nothing to report.
    const r = checkFixture({
      'blog/chatbots.md': post('Chatbots explained', '2024-05-01', '', '## Setup\n\nSee [setup](#setup).\n'),
    });
    expect(r.problems.map(formatProblem)).toEqual([]);
    expect(r.routes.find((x) => x.path === '/blog/chatbots')?.anchors).toEqual(['main', 'article-cta', 'setup']);
  });
});

describe('images', () => {
  it('a missing image in YAML', () => {
    const r = checkFixture({ 'tools.yaml': replaceOnce('/images/tools/flowforge.svg', '/images/tools/nope.svg') });
    expectProblems(r, [
      at(
        r,
        'tools.yaml',
        '/images/tools/nope.svg',
        'items[0].logo',
        'image "/images/tools/nope.svg" does not exist. Add the file to public/images/tools/nope.svg or fix the path.',
      ),
    ]);
  });

  it('a missing image in Markdown', () => {
    const r = checkFixture(appendToPost('![Chart](/images/blog/chart.png)'));
    expectProblems(r, [
      at(
        r,
        'blog/first-steps.md',
        '![Chart]',
        'body',
        'image "/images/blog/chart.png" does not exist. Add the file to public/images/blog/chart.png or fix the path.',
      ),
    ]);
  });

  it('a Markdown image outside /images', () => {
    const r = checkFixture(appendToPost('![Logo](/favicon.svg)'));
    expectProblems(r, [
      at(
        r,
        'blog/first-steps.md',
        '![Logo]',
        'body',
        'image "/favicon.svg" must be a file under public/images, written as /images/….',
      ),
    ]);
  });

  it('an image path the schema rejects (upper case, spaces)', () => {
    const r = checkFixture({
      'tools.yaml': replaceOnce('/images/tools/flowforge.svg', '/images/Tools/Flow Forge.svg'),
    });
    expectProblems(r, [
      at(
        r,
        'tools.yaml',
        '/images/Tools/Flow Forge.svg',
        'items[0].logo',
        'must be a path like /images/folder/name.svg (lower case, no spaces; svg, png, jpg, webp or avif). Hint: Logo of the tool (160×48 SVG).',
      ),
    ]);
  });
});

describe('checks across files', () => {
  it('BUG: a duplicate service slug is reported in the fixture’s services.yaml at the second slug', () => {
    const duplicate = [
      '',
      '  - slug: chatbots',
      '    title: More Chatbots',
      '    description: The same slug again.',
      '    benefits: [One, Two, Three]',
      '    icon: chat',
      '    color: rose',
      '    status: coming-soon',
      '',
    ].join('\n');
    const r = checkFixture({ 'services.yaml': (t) => t + duplicate });
    expectProblems(r, [
      at(
        r,
        'services.yaml',
        'slug: chatbots',
        'items[4].slug',
        'slug "chatbots" is used twice. Every service needs its own slug.',
        2,
      ),
    ]);
  });

  it('previous/next that disagree', () => {
    const r = checkFixture({ 'blog/vibe-coding.md': replaceOnce('previous: "first-steps"\n', '') });
    expectProblems(r, [
      at(
        r,
        'blog/first-steps.md',
        'next: "vibe-coding"',
        'next',
        `points to "vibe-coding", but ${r.file('blog/vibe-coding.md')} has previous: null. Both articles must point at each other.`,
      ),
    ]);
  });

  it('next pointing to a post that does not exist', () => {
    const r = checkFixture({
      'blog/vibe-coding.md': replaceOnce(
        'previous: "first-steps"\n',
        'previous: "first-steps"\nnext: "no-such-post"\n',
      ),
    });
    expectProblems(r, [
      at(
        r,
        'blog/vibe-coding.md',
        'next: "no-such-post"',
        'next',
        '"no-such-post" is not an article. Use the file name of a post in content/blog without .md, or null.',
      ),
    ]);
  });

  it('a case study without a matching case-study industry', () => {
    const r = checkFixture({ 'industries.yaml': replaceOnce('    status: case-study', '    status: coming-soon') });
    expectProblems(r, [
      at(
        r,
        'case-studies/restaurants.yaml',
        'slug: restaurants',
        'slug',
        '"restaurants" is not an industry with status case-study in content/industries.yaml.',
      ),
    ]);
  });

  it('a case study whose slug differs from its file name', () => {
    const text = readFileSync(path.join(FIXTURE_DIR, 'case-studies/restaurants.yaml'), 'utf8');
    const r = checkFixture({ 'case-studies/restaurants.yaml': null, 'case-studies/restaurant.yaml': text });
    expectProblems(r, [
      at(
        r,
        'case-studies/restaurant.yaml',
        'slug: restaurants',
        'slug',
        'is "restaurants" but the file is named restaurant.yaml: a case study is named after its industry’s address. Write slug: restaurant, or rename the file to restaurants.yaml. To give the industry a new address, change its slug in content/industries.yaml instead (in /admin, Pages and settings › Industries renames its case study with it).',
      ),
    ]);
  });

  it('BUG: an industry with status case-study but no case-study file is reported at its status in the fixture’s industries.yaml', () => {
    const r = checkFixture({ 'case-studies/restaurants.yaml': null });
    expectProblems(r, [
      at(
        r,
        'industries.yaml',
        'status: case-study',
        'items[0].status',
        'industry "restaurants" has status case-study but content/case-studies/restaurants.yaml does not exist.',
      ),
    ]);
  });

  it('BUG: a highlight that is not part of the hero title is reported in the fixture’s home.yaml', () => {
    const r = checkFixture({
      'home.yaml': replaceOnce('highlight: Intelligent Automation', 'highlight: Smart Automation'),
    });
    expectProblems(r, [
      at(
        r,
        'home.yaml',
        'highlight:',
        'hero.highlight',
        '"Smart Automation" does not appear in hero.title. The highlight must be part of the headline.',
      ),
    ]);
  });

  it('BUG: an unknown slug on the 404 page is reported in the fixture’s not-found.yaml', () => {
    const r = checkFixture({ 'not-found.yaml': replaceOnce('  - chatbots', '  - chatbot') });
    expectProblems(r, [
      at(
        r,
        'not-found.yaml',
        'chatbot',
        'services[2]',
        '"chatbot" is not a service slug. Did you mean "chatbots"? Allowed: ai-automation, voice-agents, chatbots, booking-systems.',
      ),
    ]);
  });

  it('an unknown industry on the 404 page is "not an industry slug", in plain English', () => {
    const r = checkFixture({ 'not-found.yaml': replaceOnce('  - hotels', '  - hotel') });
    expectProblems(r, [
      at(
        r,
        'not-found.yaml',
        'hotel',
        'industries[1]',
        '"hotel" is not an industry slug. Did you mean "hotels"? Allowed: restaurants, hotels, healthcare, ecommerce.',
      ),
    ]);
  });
});

describe('all problems of one edit at once', () => {
  it('3 errors in 2 files → 3 problems, sorted by file, then line', () => {
    const r = checkFixture({
      'tools.yaml': replaceOnce('logo: /images/tools/flowforge.svg', 'logo: flowforge.svg'),
      'faqs.yaml': (t) =>
        t
          .replace('question: How long does implementation take?', 'question: 7')
          .replace('answer: Software that handles routine work for you.', 'answer: ""'),
    });
    expectProblems(r, [
      at(r, 'faqs.yaml', '""', 'items[0].answer', `must not be empty. ${FAQ_ANSWER_HINT}`),
      at(
        r,
        'faqs.yaml',
        '7',
        'items[1].question',
        'must be text, not the number 7. Hint: The question, as a visitor would ask it.',
      ),
      at(
        r,
        'tools.yaml',
        'flowforge.svg',
        'items[0].logo',
        'must be a path like /images/folder/name.svg (lower case, no spaces; svg, png, jpg, webp or avif). Hint: Logo of the tool (160×48 SVG).',
      ),
    ]);
  });

  it('schema errors, Markdown errors and a missing file are reported together', () => {
    const r = checkFixture({
      'tools.yaml': null,
      'about.yaml': replaceOnce('intro: We bring practical AI to small businesses.', 'intro: ""'),
      ...appendToPost('<b>bold</b>'),
    });
    const short = (rel: string, needle: string) =>
      `${path.basename(rel)}${where(r, rel, needle).slice(r.file(rel).length)}`;
    expect(r.problems.map((p) => `${path.basename(p.file)}:${p.line}:${p.column} ${p.field}`)).toEqual([
      `${short('about.yaml', '""')} intro`,
      `${short('blog/first-steps.md', '<b>')} body`,
      `${short('blog/first-steps.md', '</b>')} body`,
      // A missing file is named at its start.
      'tools.yaml:1:1 ',
    ]);
    expect(r.content).toBeUndefined();
  });
});

/** Every field of every exported schema carries a describe() text: the hint of its errors. */
describe('schema descriptions', () => {
  type Def = { type: string; innerType?: Zod; in?: Zod; shape?: Record<string, Zod>; element?: Zod; options?: Zod[] };
  type Zod = { _zod: { def: Def }; description?: string };
  const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

  function layers(schema: Zod): Zod[] {
    const out = [schema];
    for (let s = schema; ; ) {
      const d = s._zod.def;
      const next = WRAPPERS.has(d.type) ? d.innerType : d.type === 'pipe' ? d.in : undefined;
      if (!next) return out;
      out.push(next);
      s = next;
    }
  }
  const described = (schema: Zod) =>
    layers(schema).some((l) => typeof l.description === 'string' && l.description.trim() !== '');

  let fieldCount = 0;
  function undescribed(schema: Zod, at: string, out: string[]): string[] {
    const base = layers(schema).at(-1)!;
    const d = base._zod.def;
    if (d.type === 'object') {
      for (const [key, child] of Object.entries(d.shape!)) {
        fieldCount++;
        const field = `${at}.${key}`;
        if (!described(child)) out.push(field);
        undescribed(child, field, out);
      }
    } else if (d.type === 'array') {
      undescribed(d.element!, `${at}[]`, out);
    } else if (d.type === 'union') {
      for (const [i, o] of d.options!.entries()) undescribed(o, `${at}|${i}`, out);
    }
    return out;
  }

  it('walks every exported schema of src/content/schemas and lists fields without a description', async () => {
    const dir = path.join(REPO_ROOT, 'src/content/schemas');
    const missing: string[] = [];
    const schemas: string[] = [];
    for (const name of readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .sort()) {
      const mod = (await import(path.join(dir, name))) as Record<string, unknown>;
      for (const [exported, value] of Object.entries(mod)) {
        if (!value || typeof value !== 'object' || !('_zod' in value)) continue;
        const schema = value as Zod;
        const where = `${name}:${exported}`;
        if (!described(schema)) missing.push(where);
        schemas.push(where);
        missing.push(...undescribed(schema, where, []));
      }
    }
    // The walk really reached the schemas of every content file.
    for (const top of [
      'site.ts:siteSchema',
      'home.ts:homeSchema',
      'case-study.ts:caseStudySchema',
      'markdown.ts:postSchema',
      'pages.ts:notFoundSchema',
      'people.ts:faqsSchema',
      'offerings.ts:servicesSchema',
    ]) {
      expect(schemas).toContain(top);
    }
    expect(fieldCount).toBeGreaterThan(300);
    expect(missing, `fields without .describe(): ${missing.join(', ')}`).toEqual([]);
  });
});
