/**
 * The contact form's rules, the same ones the database enforces with CHECK constraints
 * (supabase/migrations/*_contacts.sql, *_inbox_folding.sql): the form explains them inline, the database has the
 * last word. tests/db checks that both agree at the boundaries. The rules and limits live here;
 * the words of the messages are content (content/contact.yaml).
 */

import { FORBIDDEN_CHARACTERS } from '../../supabase/functions/_shared/notify/characters.ts';
import type { SiteContent } from '../content/load.ts';
import { fillTemplate } from './format.ts';

export const CONTACT_LIMITS = { firstName: 100, lastName: 100, email: 254, phone: 32, message: 5000 } as const;
/**
 * No quotation mark anywhere: a quoted local part ("a b"@example.com) is legal mail syntax, but
 * the database's inbox folding (one receipt per inbox, erasure of every spelling) does not read it.
 */
export const EMAIL_PATTERN = /^[^@\s"]+@[^@\s"]+\.[^@\s"]+$/;
export const PHONE_PATTERN = /^[0-9 +().-]+$/;
export const PHONE_MIN_DIGITS = 7;

export type ContactField = keyof typeof CONTACT_LIMITS;
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;
/** The messages editors write for each rule (content/contact.yaml, form.errors). */
export type ContactMessages = SiteContent['contact']['form']['errors'];
export type ContactRule =
  | 'required'
  | 'tooLong'
  | 'nameCharacters'
  | 'invalidEmail'
  | 'phoneTooLong'
  | 'phoneCharacters'
  | 'phoneDigits';

/** Length in characters as Postgres counts them (code points, not UTF-16 units). */
const length = (s: string) => [...s].length;
const blank = (s: string) => !/\S/.test(s);

/** The first rule each field breaks; fields that pass are absent. */
export function checkContact(values: ContactValues): Partial<Record<ContactField, ContactRule>> {
  const broken: Partial<Record<ContactField, ContactRule>> = {};
  const required = (field: ContactField) => {
    if (blank(values[field])) broken[field] = 'required';
    else if (length(values[field]) > CONTACT_LIMITS[field]) broken[field] = 'tooLong';
  };
  required('firstName');
  required('lastName');
  // What is sent is trimmed (toContactRow), so a tab at either end is not a problem.
  for (const name of ['firstName', 'lastName'] as const) {
    if (!broken[name] && FORBIDDEN_CHARACTERS.test(values[name].trim())) broken[name] = 'nameCharacters';
  }
  required('email');
  const email = values.email.trim();
  if (!broken.email && (!EMAIL_PATTERN.test(email) || FORBIDDEN_CHARACTERS.test(email))) broken.email = 'invalidEmail';
  required('message');
  const phone = values.phone.trim();
  if (phone) {
    if (length(phone) > CONTACT_LIMITS.phone) broken.phone = 'phoneTooLong';
    else if (!PHONE_PATTERN.test(phone)) broken.phone = 'phoneCharacters';
    else if (phone.replace(/\D/g, '').length < PHONE_MIN_DIGITS) broken.phone = 'phoneDigits';
  }
  return broken;
}

/** The editor's message for a broken rule, with the limits filled in. */
export function contactMessage(field: ContactField, rule: ContactRule, messages: ContactMessages): string {
  switch (rule) {
    case 'required':
      return messages.required[field as keyof ContactMessages['required']];
    case 'tooLong':
      return fillTemplate(messages.tooLong, { max: CONTACT_LIMITS[field].toLocaleString('en-US') });
    case 'phoneTooLong':
      return fillTemplate(messages.phoneTooLong, { max: CONTACT_LIMITS.phone });
    case 'phoneDigits':
      return fillTemplate(messages.phoneDigits, { digits: PHONE_MIN_DIGITS });
    default:
      return messages[rule];
  }
}

/** Every field that needs fixing, with the message to show under it. */
export function validateContact(values: ContactValues, messages: ContactMessages): ContactErrors {
  const errors: ContactErrors = {};
  for (const [field, rule] of Object.entries(checkContact(values)) as [ContactField, ContactRule][])
    errors[field] = contactMessage(field, rule, messages);
  return errors;
}

/** The row the database receives: trimmed, phone null when empty. */
export function toContactRow(id: string, values: ContactValues) {
  return {
    id,
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    message: values.message.trim(),
  };
}

/**
 * The field a database refusal is about: Postgres names the constraint
 * (contacts_<column>_<rule>) or, for a missing value, the column.
 */
export function fieldOfRefusal(refusal: { constraint?: string; column?: string }): ContactField | undefined {
  const columns: Record<string, ContactField> = {
    first_name: 'firstName',
    last_name: 'lastName',
    email: 'email',
    phone: 'phone',
    message: 'message',
  };
  if (refusal.column && refusal.column in columns) return columns[refusal.column];
  const match = /^contacts_(first_name|last_name|email|phone|message)_/.exec(refusal.constraint ?? '');
  return match ? columns[match[1]!] : undefined;
}

/**
 * A random UUID (version 4) for a submission. crypto.randomUUID() exists only in secure
 * contexts (HTTPS, localhost): a page opened over plain HTTP on another host has
 * crypto.getRandomValues() only, so the UUID is built from that there.
 */
export function newSubmissionId(
  cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
