/**
 * The site's whole check before the editor writes anything (./site-check.ts): on a save, over the
 * site's files with this entry as it would be written; on a delete, without it. A refusal names
 * each problem where the editor can act on it: on the entry's own fields, or, for another entry
 * the change would break, with that entry named and an offer to open it.
 */
import type { Problem } from '../content/problems.ts';
import { type AddressChange, offerRedirects } from './redirect-offer.ts';
import type { RefusalLine } from './refusal-words.ts';
import { type ContentTexts, checkChange, type EntryChange, entryLink, imagesOf, otherEntryLine } from './site-check.ts';

export interface SaveGuard {
  /** Reads the site's files again (when an entry opens, after a save). */
  refresh(): Promise<void>;
  /**
   * The problems a save of `file` (relative to content/) with `text` would bring; `move`: the file
   * it replaces and the other files written with it (./page-moves.ts).
   */
  checkSave(
    file: string,
    text: string,
    uploads: readonly string[],
    move?: Pick<EntryChange, 'movedFrom' | 'also' | 'removed'>,
  ): Promise<{ own: Problem[]; others: Problem[] }>;
  /** A content file's text as last read (relative to content/), after reading the files again. */
  current(file: string): Promise<string | undefined>;
  /** A content file's text as the last check read it (relative to content/), without reading again. */
  lastRead(file: string): string | undefined;
  /** Every content file's text (relative to content/), after reading the files again. */
  all(): Promise<ContentTexts>;
  /**
   * A content file as it is now (relative to content/), read again: its text, and its blob SHA
   * where the backend names one (GitHub's tree); undefined text when there is no such file.
   */
  version(file: string): Promise<{ text: string | undefined; sha?: string }>;
  /**
   * Stands before Decap's "delete this entry?" question (window.confirm). `addressesGone`: the
   * published addresses a delete of the entry takes away; when there are any, the editor's one
   * question is the redirect offer (./redirect-offer.ts), in place of Decap's.
   */
  guardDeletes(
    entryFileOf: (collection: string, slug: string) => string | undefined,
    addressesGone?: (collection: string, slug: string) => AddressChange[],
    words?: (problem: Problem, text: string | undefined) => RefusalLine,
  ): void;
}

/** Decap's own questions before a delete (its English locale). */
export interface DeleteQuestions {
  questions: readonly string[];
}

export function saveGuard(
  read: () => Promise<ContentTexts>,
  siteOrigin: string,
  deletes: DeleteQuestions,
  shas: ReadonlyMap<string, string> = new Map(),
): SaveGuard {
  let latest: ContentTexts | undefined;
  let reading: Promise<void> | undefined;
  // Whether the last read failed: a version compared with files read earlier could be out of date.
  let readFailed = false;
  const found = new Set<string>();

  const refresh = () => {
    reading = read().then(
      (texts) => {
        latest = texts;
        readFailed = false;
      },
      (error: unknown) => {
        readFailed = true;
        console.warn('The editor could not read the site’s files for its check:', error);
      },
    );
    return reading;
  };

  /** The pictures of this text that the site does not have (and that this save does not upload). */
  async function missingImages(file: string, text: string, uploads: readonly string[]): Promise<Set<string>> {
    const missing = new Set<string>();
    const urls = imagesOf(file, text, { now: new Date() }).filter(
      (url) => url.startsWith('/images/') && !found.has(url) && !uploads.includes(url),
    );
    await Promise.all(
      urls.map(async (url) => {
        try {
          const response = await fetch(new URL(url, siteOrigin), { method: 'HEAD' });
          if (response.status === 404) missing.add(url);
          else if (response.ok) found.add(url);
        } catch {
          // Unreachable (another origin): the build checks it.
        }
      }),
    );
    return missing;
  }

  return {
    refresh,
    async checkSave(file, text, uploads, move) {
      await refresh();
      if (!latest) return { own: [], others: [] };
      const missing = await missingImages(file, text, uploads);
      return checkChange(latest, { file, text, ...move }, { now: new Date(), missingImages: missing });
    },
    async current(file) {
      await refresh();
      return latest?.get(file);
    },
    lastRead: (file) => latest?.get(file),
    async all() {
      await refresh();
      return latest ?? new Map();
    },
    async version(file) {
      await refresh();
      if (!latest || readFailed) throw new Error('the editor could not read the site’s files to compare versions');
      const sha = shas.get(file);
      return { text: latest.get(file), ...(sha ? { sha } : {}) };
    },
    guardDeletes(entryFileOf, addressesGone, words) {
      const ask = window.confirm.bind(window);
      // The delete button the editor pressed, to press again once the offer is answered.
      let pressed: HTMLButtonElement | null = null;
      let offerAnswered = false;
      document.addEventListener(
        'click',
        (event) => {
          pressed = event.target instanceof Element ? event.target.closest('button') : null;
        },
        true,
      );
      window.confirm = (message?: string) => {
        const route = /^#\/collections\/([^/]+)\/entries\/([^/?]+)/.exec(location.hash);
        if (!deletes.questions.includes(String(message)) || !route) return ask(message);
        if (offerAnswered) {
          offerAnswered = false;
          return true;
        }
        const [collection, slug] = [route[1]!, decodeURIComponent(route[2]!)];
        const file = entryFileOf(collection, slug);
        const others = file && latest ? checkChange(latest, { file }, { now: new Date() }).others : [];
        if (others.length) return refuseDelete(others);
        const gone = addressesGone?.(collection, slug) ?? [];
        if (!gone.length) return ask(message);
        // Decap wants its answer now; the offer answers later, by pressing the button again.
        const button = pressed;
        void offerRedirects(gone, document, 'delete').then((choice) => {
          if (choice !== 'save' || !button?.isConnected) return;
          offerAnswered = true;
          button.click();
          offerAnswered = false;
        });
        return false;
      };
      const refuseDelete = (others: Problem[]) => {
        const say = (p: Problem) =>
          words?.(p, latest?.get(p.file.replace(/^content\//, ''))) ?? { text: otherEntryLine(p) };
        const lines = others.map(say);
        const first = lines[0]!;
        const open = ask(
          `Not deleted: the site would refuse the change, because another entry names this one.\n\n${lines.map((l) => l.text).join('\n')}\n\n${first.linkText ?? `Open ${others[0]!.file}`} to change it first?`,
        );
        const link = first.link ?? entryLink(others[0]!.file);
        if (open && link) location.hash = link;
        return false;
      };
    },
  };
}
