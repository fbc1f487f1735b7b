/**
 * Text that visitors wrote, made safe to print on the owner's terminal (`npm run contacts`).
 * Every control character (C0 with tab and line breaks, DEL, and C1: U+009B is an escape
 * sequence's start on some terminals), the line and paragraph separators and the bidirectional
 * formatting characters (which reorder what the screen shows) are written out as \uXXXX: a
 * message can then clear no screen, write no clipboard (OSC 52), draw no link and hide nothing.
 * The same escape is valid inside a JSON string, so JSON output stays JSON.
 */
import {
  BIDI_CONTROLS,
  CONTROL_CHARACTERS,
  characterClass,
} from '../../supabase/functions/_shared/notify/characters.ts';

/** The control characters, the separators and the bidirectional controls, and the marks (ALM, LRM, RLM). */
const UNSAFE = characterClass(`${CONTROL_CHARACTERS}${BIDI_CONTROLS}\\u061c\\u200e\\u200f`);

export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}
