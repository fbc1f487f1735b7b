/**
 * The fast Markdown path (markdown-it, src/content/markdown-tokens.ts) against the reference
 * (remark-parse + remark-gfm + remark-rehype): for every article and legal page of the site and
 * the fixture, for generated bench articles, and for a set of tricky constructs, both must give
 * the same HTML, anchors, links, images, problems (with positions) and word count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchArticle } from '../../scripts/lib/bench-posts.ts';
import { renderMarkdown } from '../../src/content/markdown.ts';
import { markdownToHast, needsRemark } from '../../src/content/markdown-tokens.ts';
import { splitFrontMatter } from '../../src/content/source.ts';
import { FIXTURE_DIR, REAL_CONTENT_DIR } from './fixture.ts';

function markdownFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join(root, f));
}

function expectSameRendering(text: string, name: string) {
  const parts = splitFrontMatter(text) ?? { body: text, bodyLine: 1 };
  const fast = renderMarkdown(parts.body, name, parts.bodyLine, 'fastest');
  const reference = renderMarkdown(parts.body, name, parts.bodyLine, 'remark');
  expect(fast, name).toEqual(reference);
}

describe('markdown-it and remark render the same', () => {
  it('every article and legal page of the site and the fixture', () => {
    const files = [...markdownFiles(REAL_CONTENT_DIR), ...markdownFiles(FIXTURE_DIR)];
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) expectSameRendering(readFileSync(file, 'utf8'), file);
  });

  it('generated bench articles', () => {
    for (let n = 1; n <= 40; n++) expectSameRendering(benchArticle(n), `bench-article-${n}.md`);
  });

  const cases: Record<string, string> = {
    emphasis: 'Some *em*, _em_, **strong**, __strong__, ***both*** and a*b*c, snake_case_word.\n',
    'nested emphasis and code': '**bold with `code` and *em* inside** and `` a ` b `` and ` x `.\n',
    entities: 'Fish &amp; chips, &copy; 2025, &#35; and &#x41;, AT&T, 5 < 6 > 4, "quotes" and \'single\'.\n',
    escapes: 'Not \\*em\\*, a \\# hash, a \\[bracket\\], back\\\\slash, \\` tick.\n',
    'hard and soft breaks': 'Line one  \nline two\\\nline three\nline four\n',
    headings: '## Second ##\n\n### Third with `code` and [link](/about)\n\nSetext two\n---\n\n#### Same\n\n#### Same\n',
    'links and titles':
      '[a](/services "Our services") [b](</contact us>) [c](/blog#x) [d](https://example.com/a_b?c=1&d=2)\n',
    'reference links':
      'See [the guide][g] and [g] and [Other][].\n\n[g]: /blog/guide "Guide"\n[other]: https://example.org\n',
    images: '![Alt *text* here](/images/a.svg "A title") and ![](/images/b.png)\n',
    autolinks: 'Write to <mailto:team@example.com> or visit <https://example.com/path>.\n',
    'bare urls': 'Visit https://example.com or www.example.org or mail team@example.com today.\n',
    'tight list': '- one\n- two\n  - nested a\n  - nested b\n- three\n',
    'loose list': '- one\n\n- two\n\n  second paragraph\n- three\n',
    'ordered lists': '3. three\n4. four\n\n1) one\n2) two\n',
    'list with code and quote': '- item\n\n  ```js\n  let a = 1;\n  ```\n\n- > quoted\n',
    blockquote: '> Quote line one\n> line two\n>\n> - a list\n> - inside\n\n> Lazy\ncontinuation\n',
    code: '```\nplain\n```\n\n```ts title="x"\nconst a = 1 < 2;\n```\n\n    indented code\n    block\n\n~~~\ntilde fence\n~~~\n',
    table:
      '| Left | Centre | Right | None |\n| :--- | :---: | ---: | --- |\n| a | **b** | `c \\| d` | [e](/about) |\n| f |\n',
    'table without body': '| A | B |\n| - | - |\n',
    strikethrough: 'This is ~~gone~~ and ~single~ tilde.\n',
    'task list': '- [ ] todo\n- [x] done\n',
    footnote: 'A claim.[^1]\n\n[^1]: The source.\n',
    'thematic breaks': 'Above\n\n---\n\n***\n\nBelow\n',
    'raw html':
      'Text <span>inline</span> here.\n\n<div>\nblock\n</div>\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n',
    'level-1 headings': '# Title\n\nText\n\nAlso title\n===\n',
    'unsafe links': '[x](javascript:alert(1)) ![y](data:image/png;base64,AAA) [z]( vbscript:msgbox)\n',
    unicode: 'Café — “curly” quotes, emoji 🚀, non‑breaking space, ümlaut ## not a heading.\n',
    'trailing spaces and tabs': 'Text with trailing   \n\tTabbed line\n\n-\ttab list\n',
    'empty and whitespace': '\n\n   \n',
    'html entity in link': '[Q&amp;A](/faq?a=1&amp;b=2) and [space](/a%20b) and [ü](/über)\n',
    'link inside heading and list': '## See [services](/services#ai)\n\n1. [first](/a)\n2. **[second](/b)**\n',
    'nested brackets and images in links': "[a [b] c](/x) [![logo](/l.svg)](/home) [t](/y 'single') [u](/z (paren))\n",
    'emphasis edge cases': '*foo**bar* and **foo*bar** and *(*foo*)* and _foo_bar_ and __x__y and ** not **\n',
    'entities in code and unknown ones': '`&amp;` and &nbsp;x&foo; and &#0; and &#xFFFFFF;\n',
    'html comment': 'Before\n\n<!-- a comment -->\n\nAfter <!-- inline -->\n',
    'autolink e-mail': 'Mail <team@example.com> now.\n',
    'numbered from ten and nested': '10. ten\n11. eleven\n    - nested\n\n- a\n  1. one\n  2. two\n',
    'list item starting blank': '-\n  foo\n- bar\n',
    'multi-line code span': 'A `code\nspan` across lines and a trailing backslash\\\n',
    'heading trailing spaces': '##   Spaced heading   \n\n## Heading with **bold** and *em*\n',
    'link reference case': '[Foo][BAR]\n\n[bar]: /bar\n',
    'setext paragraph continuation': 'Para line\n***\ntext\n===\n',
    'quote with code': '> ```\n> code in quote\n> ```\n>\n> ## Heading in quote\n',
    'table with escaped pipe and empty cells': '| a | b |\n|---|---|\n| | x |\n| y | |\n| `a|b` | c \\| d |\n',
    'windows line endings': 'Line one\r\nline two\r\n\r\n## Heading\r\n\r\n- a\r\n- b\r\n',
  };
  for (const [name, markdown] of Object.entries(cases)) {
    it(name, () => expectSameRendering(markdown, `${name}.md`));
  }
});

describe('the fast path is taken', () => {
  // Legal pages, with e-mail addresses written out (GFM autolink literals), are read by remark.
  it('for the bench articles and every blog article, so the check does not quietly fall back to remark', () => {
    const articles = markdownFiles(path.join(REAL_CONTENT_DIR, 'blog')).map((file) => readFileSync(file, 'utf8'));
    const bodies = [benchArticle(1), ...articles].map((text) => splitFrontMatter(text)?.body ?? text);
    expect(bodies.length).toBeGreaterThanOrEqual(4);
    for (const body of bodies) {
      expect(needsRemark(body)).toBe(false);
      expect(() => markdownToHast(body)).not.toThrow();
    }
  });
});
