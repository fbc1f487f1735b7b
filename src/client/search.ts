/**
 * The search page's script (/search only, through src/pages/search/+client.ts): Pagefind's index,
 * searched as the visitor types. Pagefind starts loading with the page; the words searched for
 * stay in the address (`?q=`), so a search can be shared and survives a reload; the status line
 * says how many pages match (screen readers read it out), and nothing matching says so with a
 * link to the blog.
 */
import { type ExcerptPart, resultCountText, tidyExcerpt } from '../lib/site-search.ts';
import { measure } from './measure.ts';

/** The part of Pagefind's browser API this page uses (https://pagefind.app/docs/api/). */
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<PagefindSearch>;
  debouncedSearch(query: string, options: object, ms: number): Promise<PagefindSearch | null>;
}
interface PagefindSearch {
  results: { data(): Promise<PagefindResult> }[];
}
interface PagefindResult {
  url: string;
  /** Text around the words found, HTML-escaped, with those words in <mark>. */
  excerpt: string;
  /** The page's whole indexed text: tells whether the excerpt starts or ends inside it. */
  content: string;
  meta: { title?: string; kind?: string };
}

/** Where the build writes Pagefind's bundle (scripts/build/search-index.ts). */
const PAGEFIND_URL = '/pagefind/pagefind.js';
/** Results shown at first, and added by each "show more" (each loads a piece of the index). */
export const PAGE_SIZE = 5;
/**
 * How long after a key press the search waits for the next one. Short: results must show within
 * 300 ms of typing, and a search of this site's index takes a few milliseconds.
 */
const TYPING_PAUSE_MS = 60;

/** Pagefind, loading from the moment this script runs: the index is ready by the first key press. */
async function loadPagefind(): Promise<Pagefind> {
  // Not bundled: Pagefind writes this file after the pages are built.
  const pagefind = (await import(/* @vite-ignore */ PAGEFIND_URL)) as Pagefind;
  // On this page's thread: a worker would need the WebAssembly permission of this page's policy
  // too, for a search that takes milliseconds. Excerpts of about 30 words, Pagefind's default.
  await pagefind.options({ noWorker: true, excerptLength: 30 });
  await pagefind.init();
  return pagefind;
}

/** A result's excerpt as nodes: its text, and the words found as <mark>, nothing else of the HTML. */
function excerptNodes(result: PagefindResult): Node[] {
  const parsed = document.createElement('template');
  parsed.innerHTML = result.excerpt; // inert: a template's content runs nothing and loads nothing
  const parts: ExcerptPart[] = [...parsed.content.childNodes].map((node) => ({
    text: node.textContent ?? '',
    mark: node.nodeName === 'MARK',
  }));
  return tidyExcerpt(parts, result.content ?? '').map(({ text, mark }) => {
    if (!mark) return document.createTextNode(text);
    const marked = document.createElement('mark');
    marked.textContent = text;
    return marked;
  });
}

function resultItem(template: HTMLTemplateElement, result: PagefindResult): HTMLElement {
  const item = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  const link = item.querySelector<HTMLAnchorElement>('[data-result-link]')!;
  // The page's address in the route table: the build gives it to the index with the page.
  link.href = result.url;
  link.textContent = result.meta.title ?? result.url;
  item.querySelector('[data-result-kind]')!.textContent = result.meta.kind ?? '';
  item.querySelector('[data-result-excerpt]')!.replaceChildren(...excerptNodes(result));
  return item;
}

export function initSearch(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const status = document.querySelector<HTMLElement>('[data-search-status]')!;
  const empty = document.querySelector<HTMLElement>('[data-search-empty]')!;
  const list = document.querySelector<HTMLOListElement>('[data-search-results]')!;
  const more = document.querySelector<HTMLButtonElement>('[data-search-more]')!;
  const template = document.querySelector<HTMLTemplateElement>('template[data-search-result]')!;
  const copy = status.dataset as Record<'one' | 'other' | 'none' | 'unavailable', string>;
  const pagefind = loadPagefind();
  /** Counts searches: a result that arrives after a newer search has started is dropped. */
  let latest = 0;
  let found: PagefindSearch['results'] = [];

  async function showMore(focusFirst: boolean) {
    const shown = list.children.length;
    const search = latest;
    const page = await Promise.all(found.slice(shown, shown + PAGE_SIZE).map((result) => result.data()));
    if (search !== latest) return;
    const items = page.map((result) => resultItem(template, result));
    list.append(...items);
    more.hidden = list.children.length >= found.length;
    // After "show more" (which is gone once everything shows), the keyboard goes on from the first new result.
    if (focusFirst) items[0]?.querySelector('a')?.focus();
  }

  async function run(query: string, now: boolean) {
    const search = ++latest;
    const words = query.trim();
    const address = new URL(location.href);
    if (words) address.searchParams.set('q', query);
    else address.searchParams.delete('q');
    history.replaceState(history.state, '', address);
    if (!words) return show([], '');
    try {
      const loaded = await pagefind;
      const result = now ? await loaded.search(words) : await loaded.debouncedSearch(words, {}, TYPING_PAUSE_MS);
      if (result === null || search !== latest) return; // a later key press searches instead
      show(result.results, words);
      await showMore(false);
    } catch (error) {
      if (search !== latest) return;
      console.error('Search failed:', error);
      status.textContent = copy.unavailable;
    }
  }

  function show(results: PagefindSearch['results'], words: string) {
    found = results;
    list.replaceChildren();
    more.hidden = true;
    empty.hidden = !words || results.length > 0;
    status.textContent = words ? resultCountText(copy, results.length, words) : '';
    // Whether anything was found, never the words (they may name a person).
    if (words) measure('Search', { results: results.length ? 'found' : 'none' });
  }

  input.addEventListener('input', () => void run(input.value, false));
  form.addEventListener('submit', (event) => {
    event.preventDefault(); // already on this page: search here, without reloading it
    void run(input.value, true);
  });
  more.addEventListener('click', async () => {
    // One page at a time: a second click while this one loads would count the same results twice.
    more.disabled = true;
    await showMore(true).finally(() => {
      more.disabled = false;
    });
  });
  pagefind.catch(() => {
    status.textContent = copy.unavailable;
  });
  // Words typed while this script loaded, else those of a shared or reloaded search (the address).
  const query = input.value || (new URL(location.href).searchParams.get('q') ?? '');
  if (query) {
    input.value = query;
    void run(query, true);
  } else if (document.activeElement === document.body) {
    // Come to search (the header's link): the field is ready to type into. Not when a visitor has
    // already moved on from the page's start (a skip link, a tab) while this loaded.
    input.focus();
  }
}
