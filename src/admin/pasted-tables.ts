/**
 * A table pasted into a text's rich-text editor says what became of it. Decap's rich-text editor
 * takes a pasted page's paragraphs, lists and links, but has no tables: each cell becomes a
 * paragraph of its own (its paste handler knows no TABLE, TR or TD). The site itself shows tables
 * written in Markdown (src/content/markdown.ts enables them), and Decap keeps those in Markdown
 * mode; but pasted there, a table comes as plain lines with tabs between the cells, which the site
 * shows as one paragraph. So either way the note gives the pasted table as Markdown, to paste.
 */
import { showEditorNote } from './editor-note.ts';

/** A cell's text on one line, its pipes escaped (a pipe would end the cell). */
const cellText = (cell: Element) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');

/** A table as Markdown: its first row the header, then a rule, then the other rows. */
export function tableAsMarkdown(table: HTMLTableElement): string {
  const rows = [...table.rows].map((row) => [...row.cells].map(cellText)).filter((cells) => cells.length);
  if (!rows.length) return '';
  const width = Math.max(...rows.map((cells) => cells.length));
  const line = (cells: string[]) =>
    `| ${Array.from({ length: width }, (_, i) => cells[i] || ' ').join(' | ')} |`.replace(/ {2,}\|/g, ' |');
  return [line(rows[0]!), `|${' --- |'.repeat(width)}`, ...rows.slice(1).map(line)].join('\n');
}

/** The tables of a pasted piece of a page, as Markdown ('' for none). */
export function pastedTables(html: string, doc: Document = document): string {
  if (!/<table[\s>]/i.test(html)) return '';
  const parsed = new (doc.defaultView ?? window).DOMParser().parseFromString(html, 'text/html');
  return [...parsed.querySelectorAll('table')].map(tableAsMarkdown).filter(Boolean).join('\n\n');
}

export const TABLE_NOTE =
  'The table you pasted lost its columns: the rich-text editor keeps no tables (each cell became a paragraph), and in Markdown a table needs | between its cells. The site does show tables written in Markdown. To keep it as a table: delete what the paste left, switch this text to "Markdown" (above it) if it is not already, and paste the table below in its place (select it, then copy).';

/** Tells the editor, as a piece of a page is pasted into a text (either mode), what becomes of its tables. */
export function explainPastedTables(doc: Document = document, show = showEditorNote): void {
  doc.addEventListener(
    'paste',
    (event) => {
      const target = event.target as Element | null;
      if (typeof target?.closest !== 'function' || !target.closest('[data-slate-editor="true"]')) return;
      const markdown = pastedTables(event.clipboardData?.getData('text/html') ?? '', doc);
      // Read out, but the focus stays in the text: taking it now would stop the paste itself.
      if (markdown) show(TABLE_NOTE, { preformatted: markdown, focus: false, doc });
    },
    true,
  );
}
