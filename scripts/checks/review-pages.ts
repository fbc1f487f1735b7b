/**
 * How `npm run review` compares two builds of a page and tells people what changed: pages are
 * cut into parts (head, header, each section, footer, …) named the way a reader would name
 * them; asset hashes do not count, nor do the bytes of scripts or feeds, but a stylesheet or a
 * picture whose bytes changed does. Also the texts it writes: the console lines, the pull
 * request's comment and the report page.
 */
import { createHash } from 'node:crypto';
import { DomUtils, parseDocument } from 'htmlparser2';
import { escapeMarkup } from '../../supabase/functions/_shared/notify/markup.ts';
import { parseSrcset } from './html.ts';

type Element = ReturnType<typeof DomUtils.findAll>[number];
const isElement = (node: Element['children'][number]): node is Element => 'attribs' in node;

/** Elements whose own markup makes a part; each is named by its label, heading or kind. */
const PART_NAMES: Record<string, string> = {
  head: 'title and description for search engines',
  header: 'top of the page',
  nav: 'menu',
  section: 'section',
  aside: 'side box',
  main: 'text',
  footer: 'footer',
  body: 'page',
};
/** Files that decide how a page looks: a change to their bytes is a change to the page. */
const LOOKS = /\.(css|svg|png|jpe?g|webp|avif|gif|ico|woff2?)$/;
/** A built asset's name carries a hash of its content: `site.CmX1eSu2.css`, `chunk-BROjukza.js`. */
const ASSET_HASH = /[.-][\w-]{8}(?=\.(?:m?js|css)$)/;

export interface Part {
  key: string;
  label: string;
  /** The part's markup without the parts inside it, file references replaced by their content's hash. */
  own: string;
}

/**
 * The parts of a built page. `fileAt` gives the bytes of a file of the same build by URL path
 * (undefined for pages). `years`: the years the builds ran in, masked when they differ.
 */
export function pageParts(html: string, fileAt: (urlPath: string) => Buffer | undefined, years: number[]): Part[] {
  const masked = new Set(years).size > 1 ? years.reduce((h, y) => h.replaceAll(String(y), 'YEAR'), html) : html;
  const doc = parseDocument(masked);
  const reference = (url: string) => {
    if (!url.startsWith('/') || url.startsWith('//')) return url;
    const pathname = url.split(/[?#]/)[0]!;
    const bytes = LOOKS.test(pathname) ? fileAt(pathname) : undefined;
    const digest = bytes ? `#${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}` : '';
    return pathname.replace(ASSET_HASH, '') + digest;
  };
  for (const el of DomUtils.findAll(() => true, doc.children)) {
    for (const name of ['src', 'href']) if (el.attribs[name]) el.attribs[name] = reference(el.attribs[name]);
    if (el.attribs.srcset) el.attribs.srcset = parseSrcset(el.attribs.srcset).map(reference).join(', ');
  }
  const parts: Part[] = [];
  const seen = new Map<string, number>();
  const visit = (el: Element) => {
    const nested = el.children.flatMap(function outer(child): Element[] {
      if (!isElement(child)) return [];
      return child.name in PART_NAMES ? [child] : child.children.flatMap(outer);
    });
    const own = nested.reduce(
      (text, child) => text.replace(DomUtils.getOuterHTML(child), ''),
      DomUtils.getOuterHTML(el),
    );
    const count = (seen.get(el.name) ?? 0) + 1;
    seen.set(el.name, count);
    parts.push({ key: `${el.name}#${el.attribs.id ?? count}`, label: labelOf(el, own, doc), own });
    nested.forEach(visit);
  };
  const root = DomUtils.findOne((el) => el.name === 'html', doc.children);
  for (const el of root?.children.filter(isElement) ?? []) if (el.name in PART_NAMES) visit(el);
  return parts;
}

function labelOf(el: Element, own: string, doc: ReturnType<typeof parseDocument>): string {
  const by = el.attribs['aria-labelledby'];
  const labelledBy = by ? DomUtils.getElementById(by, doc.children) : null;
  if (labelledBy) return DomUtils.textContent(labelledBy).trim();
  if (el.attribs['aria-label']) return el.attribs['aria-label'];
  if (el.name !== 'head' && /<h1[\s>]/.test(own)) return 'title';
  return PART_NAMES[el.name]!;
}

/** The labels of the parts that differ, in page order (the head last: no visitor sees it). */
export function changedParts(before: Part[], after: Part[]): string[] {
  const old = new Map(before.map((p) => [p.key, p.own]));
  const changed = after.filter((p) => old.get(p.key) !== p.own);
  const gone = before.filter((p) => !after.some((q) => q.key === p.key));
  const isHead = (part: Part) => Number(part.key.startsWith('head#'));
  const labels = [...changed, ...gone].sort((a, b) => isHead(a) - isHead(b));
  return [...new Set(labels.map((p) => p.label))];
}

/** One width of one page: the pictures (paths relative to the report) and the pixels that differ. */
export interface Shot {
  before: string | null;
  after: string | null;
  diff: string | null;
  changedPixels: number;
  /** Pixels of the larger picture: the share of the page that changed. */
  pixels: number;
}

export interface ReviewedPage extends Shot {
  path: string;
  name: string;
  status: 'changed' | 'added' | 'removed';
  parts: string[];
  /** The page at 1280 px; the top-level fields are the 390 px phone width. */
  desktop: Shot;
}

function share(shot: Shot): string {
  const percent = (100 * shot.changedPixels) / Math.max(shot.pixels, 1);
  return percent === 0 ? 'no visible change' : percent < 0.1 ? 'under 0.1%' : `${percent.toFixed(1)}%`;
}

/** Where a page changes, in a few words: "new page", or its changed parts (those a visitor sees first). */
function where(page: ReviewedPage, most = 3): string {
  if (page.status !== 'changed') return page.status === 'added' ? 'new page' : 'page removed';
  const seen = page.parts.filter((part) => part !== PART_NAMES.head);
  const parts = seen.length ? seen : page.parts;
  return parts.length > most ? `${parts.slice(0, most).join(', ')}, …` : parts.join(', ');
}

/** The console line of a page. */
export function pageLine(page: ReviewedPage): string {
  const how = page.status === 'changed' ? `; phone ${share(page)}, desktop ${share(page.desktop)}` : '';
  return `${page.status.padEnd(8)} ${page.path.padEnd(32)} ${page.name} (${where(page)}${how})`;
}

/** The console's last line: how many pages change, what the builds and pictures took, and where the report is. */
export function closingLine(pageCount: number, buildSeconds: number, pictureSeconds: number, report: string): string {
  const what = pageCount ? `${pageCount} page(s) change` : 'No page changes';
  return `${what} (builds ${buildSeconds.toFixed(0)} s, pictures ${pictureSeconds.toFixed(0)} s). Report: ${report}`;
}

/** The first line of the pull request's comment: finds it again to update it in place. */
export const COMMENT_MARKER = '<!-- site-review -->';

export function headline(pages: ReviewedPage[]): string {
  if (!pages.length) return 'No page changes: the site looks the same with this pull request.';
  const names = pages.map((p) => `${p.name} (${where(p)})`);
  const listed = names.length > 8 ? [...names.slice(0, 8), `and ${names.length - 8} more`] : names;
  return `${pages.length} page${pages.length === 1 ? '' : 's'} change${pages.length === 1 ? 's' : ''}: ${listed.join(', ')}.`;
}

/** The pull request's comment, in Markdown for people who edit content; null: the review failed. */
/** An address the change takes away, and where it now leads (a redirect, "gone", or nowhere). */
export interface RemovedAddress {
  path: string;
  leadsTo?: string;
}

/** The comment's list of addresses the change takes away; none when it takes none. */
export function removedAddressesMarkdown(removed: readonly RemovedAddress[]): string[] {
  if (!removed.length) return [];
  return [
    '',
    '#### Addresses this change takes away',
    '',
    '| Address | Now leads to |',
    '| --- | --- |',
    ...removed.map(
      (r) =>
        `| \`${r.path}\` | ${r.leadsTo ? `\`${r.leadsTo}\`` : '**nothing: "page not found"** (the content check names the line to add to content/redirects.yaml)'} |`,
    ),
    '',
  ];
}

export function commentMarkdown(pages: ReviewedPage[] | null, removed: readonly RemovedAddress[] = []): string {
  if (!pages) {
    return `${COMMENT_MARKER}\n### What this pull request changes on the site\n\nThe pages could not be compared this time: the site did not build, before or with this change, or the review could not run. The other checks of this pull request say why (most often the content check, in its own comment).\n`;
  }
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = pages.map((p) =>
    p.status === 'changed'
      ? `| ${cell(p.name)} \`${p.path}\` | ${cell(p.parts.join(', '))} | ${share(p)} | ${share(p.desktop)} |`
      : `| ${cell(p.name)} \`${p.path}\` | ${where(p)} | | |`,
  );
  return [
    COMMENT_MARKER,
    '### What this pull request changes on the site',
    '',
    `**${headline(pages)}**`,
    ...(rows.length
      ? [
          '',
          '| Page | What changes | Phone | Desktop |',
          '| --- | --- | --- | --- |',
          ...rows,
          '',
          'Phone and desktop: how much of the page looks different, 390 and 1280 pixels wide.',
        ]
      : []),
    ...removedAddressesMarkdown(removed),
    '',
  ].join('\n');
}

/** The report page: each page before, after and the difference, at both widths. No inline code. */
export function reportHtml(pages: ReviewedPage[], base: string): string {
  const figure = (src: string | null, caption: string, alt: string) =>
    src
      ? `<figure><a href="${escapeMarkup(src)}"><img src="${escapeMarkup(src)}" alt="${escapeMarkup(alt)}" loading="lazy"></a><figcaption>${caption}</figcaption></figure>`
      : `<figure><p class="none">No page</p><figcaption>${caption}</figcaption></figure>`;
  const shots = (page: ReviewedPage, shot: Shot, width: string) =>
    `<h3>${width}</h3><div class="shots">${figure(shot.before, 'Before', `${page.name}, ${width}, before the change`)}${figure(shot.after, 'After', `${page.name}, ${width}, after the change`)}${figure(shot.diff, 'Difference (red)', `Differences on ${page.name}, ${width}, marked in red`)}</div>`;
  const sections = pages.map(
    (page, i) =>
      `<section aria-labelledby="page-${i}"><h2 id="page-${i}">${escapeMarkup(page.name)} <code>${escapeMarkup(page.path)}</code> <span class="${page.status}">${page.status}</span></h2><p>${escapeMarkup(page.status === 'changed' ? `Changes: ${page.parts.join(', ')}. Share of the page: ${share(page)} on a phone, ${share(page.desktop)} on a desktop.` : where(page))}</p>${shots(page, page, 'Phone, 390 px')}${shots(page, page.desktop, 'Desktop, 1280 px')}</section>`,
  );
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Review: ${escapeMarkup(headline(pages))}</title><link rel="stylesheet" href="review.css"></head>
<body><main><h1>${escapeMarkup(headline(pages))}</h1><p>Compared with <code>${escapeMarkup(base)}</code>; the pages with most change come first.</p>
${sections.join('\n')}
</main></body></html>
`;
}

export const REPORT_CSS = `body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 90rem; padding: 1rem; color: #0b1b3a; }
section { border-top: 1px solid #cbd5e1; margin-top: 2rem; }
.shots { display: grid; gap: 1rem; grid-template-columns: repeat(3, minmax(0, 1fr)); align-items: start; }
img { width: 100%; height: auto; border: 1px solid #cbd5e1; }
figure { margin: 0; } figcaption { font-weight: 600; }
.added, .removed, .changed { font-size: 0.8em; padding: 0.1em 0.5em; border-radius: 1em; background: #e0e7ff; }
.added { background: #dcfce7; } .removed { background: #fee2e2; } .none { color: #475569; }
`;
