// The characters no visitor's name, address, campaign label or page may carry, defined once for
// the form's checks, the attribution it sends, the e-mails' headers and the owner's terminal
// (src/lib imports them from here, as the deployed function cannot import from src). The
// database has the same rule as private.has_unsafe_characters(text): tests/db/form-rules.test.ts
// holds the two together, character by character.

/** C0 and C1 control characters and DEL, and the Unicode line and paragraph separators. */
export const CONTROL_CHARACTERS = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';

/** Bidirectional embeddings, overrides and isolates: they make text display in another order. */
export const BIDI_CONTROLS = '\\u202a-\\u202e\\u2066-\\u2069';

/** What the database refuses in a name, an address or a campaign label: both kinds, and the < > of markup. */
export const FORBIDDEN_CHARACTERS = new RegExp(`[${CONTROL_CHARACTERS}${BIDI_CONTROLS}<>]`, 'u');

/** A class of these characters for replacing them all (`flags` 'gu'). */
export const characterClass = (ranges: string, flags = 'gu') => new RegExp(`[${ranges}]`, flags);
