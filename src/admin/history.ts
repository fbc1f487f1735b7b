/**
 * An entry's earlier versions as the editor reads them (issue 51, point 6): newest first, each with
 * its date, who wrote it, and what it changed against the version before it, in the fields' own
 * labels ("Form › Submit, Title"). Pure: the texts come from ./history-source.ts, the file's
 * format reads them (its `values`), the collection names the fields (its `labels`).
 */
import { SOURCE_KEY } from './formats.ts';
import { HISTORY_TEXTS as T } from './version-texts.ts';

type Data = Record<string, unknown>;

/** A version of the entry's file: when, by whom, its text. */
export interface Version {
  when: string;
  who: string;
  text: string;
}

/** A version as the history lists it. */
export interface HistoryItem extends Version {
  /** What changed against the version before it, in the editor's words. */
  summary: string;
  /** Whether this is the text in the file now. */
  current: boolean;
}

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The paths of the fields whose values differ, as deep as groups of fields go (a list changed
 * is one change of the list: "Questions", not each of its items).
 */
export function changedFields(before: Data, after: Data, at: readonly string[] = []): string[][] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => k !== SOURCE_KEY);
  return keys.flatMap((key) => {
    const [a, b] = [before[key], after[key]];
    if (isObject(a) && isObject(b)) return changedFields(a, b, [...at, key]);
    return JSON.stringify(a) === JSON.stringify(b) ? [] : [[...at, key]];
  });
}

/** "Title, Form › Submit and 3 more": the first few changes, by their labels. */
export function summaryOf(paths: readonly (readonly string[])[], label: (path: readonly string[]) => string): string {
  if (!paths.length) return T.nothing;
  const shown = paths.slice(0, 4).map(label);
  const more = paths.length - shown.length;
  return `${T.changed} ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/**
 * The versions as the history lists them, newest first: `versions` newest first (the backend's
 * order), `current` the file's text now, `values` the format's reading of a text.
 */
export function historyItems(
  versions: readonly Version[],
  current: string | undefined,
  values: (text: string) => Data,
  label: (path: readonly string[]) => string,
): HistoryItem[] {
  const read = (text: string): Data => {
    try {
      return values(text);
    } catch {
      return {}; // a version the format cannot read: every field counts as changed
    }
  };
  return versions.map((version, i) => {
    const older = versions[i + 1];
    const summary = older ? summaryOf(changedFields(read(older.text), read(version.text)), label) : T.first;
    return { ...version, summary, current: current !== undefined && version.text === current };
  });
}

/** The date and time of a version in the site's time zone, as the editor reads it: "2 Dec 2026, 18:30". */
export function versionTime(when: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(when));
}
