// The first name as the visitor's receipt echoes it. Anyone can type anyone's address into the
// form, so whatever the receipt repeats is text a stranger chose, sent in the consultancy's name:
// a 100-character "first name" such as "Bob – your invoice is at pay.example/x" would make it a
// phishing relay. The receipt therefore keeps at most the first 40 characters, and only what a
// name is made of: letters and their marks (any script), spaces, apostrophes, hyphens and dashes,
// and a full stop closing an initial ("J. R."). Dots inside a word, colons, slashes and "@" are
// what mail programs turn into links; they go, so nothing in the name can become one.
import { sanitizeHeaderText } from './headers.ts';

export const RECEIPT_NAME_MAX = 40;

const NOT_NAME = /[^\p{L}\p{M}\p{Zs}'’\p{Pd}.]/gu;
/** A full stop not followed by a space or the end: "pay.example", "x.com". */
const INNER_DOT = /\.(?=\S)/gu;

export function receiptFirstName(firstName: string): string {
  const plain = sanitizeHeaderText(firstName, 1000).replace(NOT_NAME, ' ').replace(INNER_DOT, ' ');
  const words = plain.replace(/\s+/gu, ' ').trim();
  return [...words].slice(0, RECEIPT_NAME_MAX).join('').trim();
}
