// A table pasted into a text says what became of it (src/admin/pasted-tables.ts): Decap's
// rich-text editor keeps no tables, so the note gives the table as Markdown, which the site shows.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { explainPastedTables, pastedTables, TABLE_NOTE } from '../../src/admin/pasted-tables.ts';
import { renderMarkdown } from '../../src/content/markdown.ts';

const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;"><div dir="ltr"><table><colgroup><col><col></colgroup><tbody>
<tr><td><p dir="ltr"><span>Plan</span></p></td><td><p><span>Price | per month</span></p></td></tr>
<tr><td><p><span>Starter</span></p></td><td><p><span>$90</span></p></td></tr>
<tr><td><p><span>Growth</span></p></td></tr></tbody></table></div></b>`;

describe('a pasted table', () => {
  it('becomes a Markdown table the site draws as a table, cells and pipes kept', () => {
    const { window } = new JSDOM('');
    const markdown = pastedTables(GOOGLE_DOCS, window.document);
    expect(markdown).toBe(
      ['| Plan | Price \\| per month |', '| --- | --- |', '| Starter | $90 |', '| Growth | |'].join('\n'),
    );
    const html = renderMarkdown(markdown, 'x.md', 1).html;
    expect(html).toContain('<table');
    expect(html).toContain('<th>Price | per month</th>');
    expect(html).toContain('<td>$90</td>');
  });

  it('a paste into a text editor with a table tells the editor; one without a table does not', () => {
    const { window } = new JSDOM('<div data-slate-editor="true"><p id="in">x</p></div><textarea></textarea>');
    const shown: { text: string; preformatted?: string; focus?: boolean }[] = [];
    explainPastedTables(window.document, (text, options) =>
      shown.push({ text, preformatted: options?.preformatted, focus: options?.focus }),
    );
    const paste = (target: Element, html: string) => {
      const event = new window.Event('paste', { bubbles: true });
      Object.assign(event, { clipboardData: { getData: (type: string) => (type === 'text/html' ? html : '') } });
      target.dispatchEvent(event);
    };
    paste(window.document.getElementById('in')!, '<p>No table here</p>');
    paste(window.document.querySelector('textarea')!, GOOGLE_DOCS);
    expect(shown).toEqual([]);
    paste(window.document.getElementById('in')!, GOOGLE_DOCS);
    // The paste goes on in the text: the note does not take the focus from it.
    expect(shown).toEqual([{ text: TABLE_NOTE, preformatted: expect.stringContaining('| Plan |'), focus: false }]);
  });
});
