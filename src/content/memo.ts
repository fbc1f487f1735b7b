/**
 * What a long-lived process keeps of one content check for the next: the outcome of each
 * Markdown file (front matter validated, body rendered), keyed by its file and kind and reused
 * while its text is the same. `npm start`'s renderer (scripts/build/incremental.ts) and the dev
 * server check the whole content after every saved change; reading a thousand unchanged
 * articles again takes milliseconds, parsing and rendering them again seconds. Every rule is
 * still checked: a file's own outcome depends on its text (and the key) only, and the
 * cross-check, which relates files to each other, runs afresh each time.
 */
export type ContentMemo = <T>(key: string, text: string, make: () => T) => T;

export function contentMemo(): ContentMemo {
  const kept = new Map<string, { text: string; value: unknown }>();
  return <T>(key: string, text: string, make: () => T): T => {
    const hit = kept.get(key);
    if (hit && hit.text === text) return hit.value as T;
    const value = make();
    kept.set(key, { text, value });
    return value;
  };
}
