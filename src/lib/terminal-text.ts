/**
 * Text that visitors wrote, made safe to print on the owner's terminal (`npm run contacts`).
 * Every control character (C0 with tab and line breaks, DEL, and C1: U+009B is an escape
 * sequence's start on some terminals), the line and paragraph separators and the bidirectional
 * formatting characters (which reorder what the screen shows) are written out as \uXXXX: a
 * message can then clear no screen, write no clipboard (OSC 52), draw no link and hide nothing.
 * The same escape is valid inside a JSON string, so JSON output stays JSON.
 */
/** Unicode's control characters (Cc: C0, DEL, C1), the separators and the bidirectional marks. */
const UNSAFE = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}
