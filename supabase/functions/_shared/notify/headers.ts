// Text that goes into e-mail headers. A visitor chooses their name and address; without these
// rules a line break in a name would end the Subject header and start one of the visitor's
// choosing (Bcc: …), and a comma in an address would add a recipient to Reply-To.
import { BIDI_CONTROLS, CONTROL_CHARACTERS, characterClass } from './characters.ts';

const CONTROL = characterClass(CONTROL_CHARACTERS);
const BIDI_CONTROL = characterClass(BIDI_CONTROLS);

/**
 * One line of header text: every control character (CR and LF included) becomes a space,
 * bidirectional controls are dropped, runs of spaces collapse, and the result is cut at
 * `maxLength` characters.
 */
export function sanitizeHeaderText(value: string, maxLength = 200): string {
  const clean = value.replace(CONTROL, ' ').replace(BIDI_CONTROL, '').replace(/\s+/gu, ' ').trim();
  const chars = [...clean];
  return chars.length > maxLength ? `${chars.slice(0, maxLength - 1).join('')}…` : clean;
}

/** A display name: header text without the characters that delimit addresses. */
export function sanitizeDisplayName(value: string): string {
  return sanitizeHeaderText(value.replace(/[<>"\\]/gu, ' '), 100);
}

/**
 * An address that can stand in a header as it is: a dot-atom local part (RFC 5322 atext,
 * plus letters and digits of any script) and a domain of labels. Anything else, e.g. a quoted
 * local part or a comma, is refused rather than escaped: the database accepts looser
 * addresses than a header can carry safely.
 */
const SAFE_ADDRESS =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u;

export function isSafeAddress(value: string): boolean {
  return value.length <= 254 && SAFE_ADDRESS.test(value);
}

/** `"Name" <address>` (or the bare address) for APIs that take one string per mailbox. */
export function formatMailbox(mailbox: { name?: string; address: string }): string {
  if (!isSafeAddress(mailbox.address)) throw new Error('refusing to put an unsafe address in a header');
  const name = mailbox.name ? sanitizeDisplayName(mailbox.name) : '';
  return name ? `"${name}" <${mailbox.address}>` : mailbox.address;
}

/** Body text: line endings normalised to \n; control characters other than tab and line feed removed. */
export function sanitizeBodyText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's purpose
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu, '');
}
