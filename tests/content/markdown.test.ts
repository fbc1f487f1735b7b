/**
 * Markdown bodies through markdown-it and its own renderer (src/content/markdown.ts): the HTML
 * the site needs (heading ids other pages link to, safe external links, keyboard-reachable
 * tables and code), and where each link, image and problem starts. The problems an editor sees
 * are tested end to end in errors.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { processLandingFile } from '../../src/content/landing-file.ts';
import { countWords, renderMarkdown } from '../../src/content/markdown.ts';
import { splitFrontMatter } from '../../src/content/source.ts';
import { REAL_CONTENT_DIR } from './fixture.ts';

const render = (markdown: string) => renderMarkdown(markdown, 'post.md', 1);

describe('heading ids', () => {
  it('are GitHub slugs of the heading text, numbered when repeated', () => {
    const { html, anchors } = render(
      [
        '## Why It Matters',
        '## Why it matters',
        '### The `npm run check` command & you',
        '## [Linked](/about) *heading*',
        '## Émojis 🚀 and punctuation!?',
        '## Why It Matters',
      ].join('\n\n'),
    );
    expect(anchors).toEqual([
      'why-it-matters',
      'why-it-matters-1',
      'the-npm-run-check-command--you',
      'linked-heading',
      'émojis--and-punctuation',
      'why-it-matters-2',
    ]);
    expect(html).toContain('<h2 id="why-it-matters">Why It Matters</h2>');
    expect(html).toContain(
      '<h3 id="the-npm-run-check-command--you">The <code>npm run check</code> command &amp; you</h3>',
    );
  });

  it('start afresh in every text', () => {
    expect(render('## Intro').anchors).toEqual(['intro']);
    expect(render('## Intro').anchors).toEqual(['intro']);
  });

  it('of a real article stay what other pages may link to (#step-1-describe-the-outcome)', () => {
    const file = 'blog/vibe-coding-future-development.md';
    const parts = splitFrontMatter(readFileSync(path.join(REAL_CONTENT_DIR, file), 'utf8'))!;
    expect(renderMarkdown(parts.body, file, parts.bodyLine).anchors).toEqual([
      'introduction',
      'where-vibe-coding-came-from',
      'how-vibe-coding-works',
      'step-1-describe-the-outcome',
      'step-2-let-the-ai-generate-a-first-version',
      'step-3-test-and-react',
      'step-4-refine-review-and-ship',
      'an-example-building-a-booking-tool-by-describing-it',
      'benefits-of-vibe-coding',
      'the-future-of-vibe-coding',
      'our-mission',
      'conclusion',
    ]);
  });
});

describe('HTML', () => {
  it('opens external links in a new tab without the opener, and leaves site links alone', () => {
    const { html } = render('[ours](/contact) [theirs](https://example.org/x) [mail](mailto:a@example.com)');
    expect(html).toContain('<a href="/contact">ours</a>');
    expect(html).toContain('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">theirs</a>');
    expect(html).toContain('<a href="mailto:a@example.com">mail</a>');
  });

  it('links bare addresses as GitHub does: with a scheme, from www., or an e-mail address; not every word ending in a domain', () => {
    const { html } = render(
      'See https://www.example.org/a, www.example.com/b?c=1 or write to hello@example.com. Not example.com, README.md or //cdn.example.com.',
    );
    expect(html).toContain(
      '<a href="https://www.example.org/a" target="_blank" rel="noopener noreferrer">https://www.example.org/a</a>,',
    );
    expect(html).toContain(
      '<a href="http://www.example.com/b?c=1" target="_blank" rel="noopener noreferrer">www.example.com/b?c=1</a> or',
    );
    expect(html).toContain('<a href="mailto:hello@example.com">hello@example.com</a>.');
    expect(html).toContain('Not example.com, README.md or //cdn.example.com.');
  });

  it('makes tables and code blocks reachable from the keyboard, and aligns cells without inline style', () => {
    const { html } = render('| a | b |\n| :-- | --: |\n| 1 | 2 |\n\n```ts\nconst x = 1;\n```\n\n    indented');
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<th align="left">a</th>');
    expect(html).toContain('<td align="right">2</td>');
    expect(html).not.toContain('style=');
    expect(html).toContain('<pre tabindex="0"><code class="language-ts">const x = 1;\n</code></pre>');
    expect(html).toContain('<pre tabindex="0"><code>indented\n</code></pre>');
  });

  it('writes raw HTML as text, never as markup (such a text is refused in any case)', () => {
    const { html, problems } = render('<script>alert(1)</script>\n\nSome <b onclick="x()">bold</b>.');
    expect(html).not.toMatch(/<script|<b /);
    expect(html).toContain('&lt;script&gt;');
    expect(problems.map((p) => p.message.split('.')[0])).toEqual([
      'contains a raw <script> tag',
      'contains an event-handler attribute (on…=)',
      'contains raw HTML',
    ]);
  });

  it('counts the words of the text and its code', () => {
    expect(render('Three short words.\n\n- and two\n\n`one`\n\n```\ntwo more\n```').words).toBe(8);
  });
});

describe('links and images, where they start', () => {
  it('gives the line and column of each, in lists and quotes too, with the body line offset', () => {
    const text = [
      'Intro with [a link](/about) and ![a picture](/images/a.svg).', // line 1
      '',
      '- item [two](/contact)', // line 3
      '> quote [three](/blog)', // line 4
      '',
      'Use [the reference][ref] twice: [again][ref].', // line 6
      '',
      '[ref]: /services', // line 8
    ].join('\n');
    const { links, images } = renderMarkdown(text, 'post.md', 10);
    const at = (l: { url: string; line: number; column: number }) => `${l.url} ${l.line}:${l.column}`;
    // The definition is checked once, where it is written; its uses are not links of their own.
    expect(links.map(at)).toEqual(['/about 10:12', '/contact 12:8', '/blog 13:9', '/services 17:1']);
    expect(images.map(at)).toEqual(['/images/a.svg 10:33']);
  });

  it('places autolinks, bare addresses and definitions whose label is a number where they are written', () => {
    const text = [
      'Write [to us][1] or see <https://example.org/a> and https://example.net/b.', // line 1
      '',
      '[z]: /z', // line 3
      '[1]: /one', // line 4
    ].join('\n');
    const at = (l: { url: string; line: number; column: number }) => `${l.url} ${l.line}:${l.column}`;
    expect(renderMarkdown(text, 'post.md', 1).links.map(at)).toEqual([
      'https://example.org/a 1:25',
      'https://example.net/b 1:53',
      '/z 3:1',
      '/one 4:1',
    ]);
  });

  it('finds the links of every real article, as written', () => {
    for (const name of readdirSync(path.join(REAL_CONTENT_DIR, 'blog'))) {
      const text = readFileSync(path.join(REAL_CONTENT_DIR, 'blog', name), 'utf8');
      const parts = splitFrontMatter(text)!;
      const lines = text.split('\n');
      const { links, problems } = renderMarkdown(parts.body, name, parts.bodyLine);
      expect(problems, name).toEqual([]);
      expect(links.length, name).toBeGreaterThan(0);
      for (const link of links) expect(lines[link.line - 1]!.slice(link.column - 1), name).toMatch(/^!?\[/);
    }
  });
});

describe('checking without rendering (npm run check)', () => {
  it('finds the same anchors, links, images, problems and words as a render, and makes no HTML', () => {
    for (const name of readdirSync(path.join(REAL_CONTENT_DIR, 'blog'))) {
      const parts = splitFrontMatter(readFileSync(path.join(REAL_CONTENT_DIR, 'blog', name), 'utf8'))!;
      const rendered = renderMarkdown(parts.body, name, parts.bodyLine);
      const checked = renderMarkdown(parts.body, name, parts.bodyLine, false);
      expect(rendered.html.length, name).toBeGreaterThan(0);
      expect(checked, name).toEqual({ ...rendered, html: '' });
    }
    const withProblems = '# Title\n\n<div>raw</div>\n\n[bad](javascript:alert(1))';
    expect(renderMarkdown(withProblems, 'post.md', 1, false).problems).toEqual(render(withProblems).problems);
  });
});

describe('countWords', () => {
  it('counts what /\\S+/g matches, whatever the spaces between', () => {
    const texts = [
      '',
      '   ',
      'one',
      ' two  words ',
      'tabs\tand\nnew\r\nlines\fand\vform feeds',
      'no\u00a0break, em\u2003space, ideographic\u3000space, bom\ufeffhere',
      'line\u2028separator\u2029paragraph \u1680ogham \u202fnarrow \u205fmath',
      'emoji 🚀 and accents: café, naïve — dash',
      'zero\u200bwidth is not a space',
    ];
    for (const text of texts) expect(countWords(text), JSON.stringify(text)).toBe(text.match(/\S+/g)?.length ?? 0);
  });
});

describe('links the check refuses are not drawn either (the editor’s preview renders what is typed)', () => {
  it('[x](javascript:alert(1)) renders its text without a link, and is still reported', () => {
    for (const body of [
      'Click [x](javascript:alert(1)) now.',
      'Click [x](JavaScript:alert(1)) now.',
      'Click [x](&#x6a;avascript:alert(1)) now.',
      'Click [x][ref] now.\n\n[ref]: vbscript:msgbox(1)',
      'Click [x](data:text/html,<script>alert(1)</script>) now.',
    ]) {
      const rendered = renderMarkdown(body, 'content/landing/x.yaml', 1);
      expect(rendered.html, body).not.toMatch(/<a\b|script:|data:/i);
      expect(rendered.html, body).toContain('x');
      expect(rendered.problems.length, body).toBeGreaterThan(0);
    }
    const image = renderMarkdown('![a cat](javascript:alert(1))', 'content/blog/x.md', 1);
    expect(image.html).toBe('<p>a cat</p>\n');
  });

  it('keeps the links the check allows', () => {
    const rendered = renderMarkdown(
      '[a](/contact) [b](https://example.com) [c](mailto:a@example.com) [d](#top)',
      'f.md',
      1,
    );
    expect(rendered.problems).toEqual([]);
    expect(rendered.html.match(/<a /g)).toHaveLength(4);
  });

  it('in a landing page’s text section', () => {
    const file = path.join(REAL_CONTENT_DIR, 'landing', 'restaurant-automation.yaml');
    const text = readFileSync(file, 'utf8').replace(
      '    body: |\n',
      '    body: |\n      Read [x](javascript:alert(1)) first.\n\n',
    );
    const outcome = processLandingFile(file, text);
    const html = (outcome.entry?.sections ?? [])
      .map((section) => ('html' in section ? String(section.html) : ''))
      .join('');
    expect(html).toContain('Read x first.');
    expect(html).not.toContain('javascript:');
    expect(outcome.problems.map((p) => p.message)).toContainEqual(
      expect.stringMatching(/javascript:, data: and vbscript: links are not allowed/),
    );
  });
});
