// The contact form (src/lib/contact-rules.ts) and the database must agree:
// what the form lets through must be stored, and what the database refuses
// must be caught by the form first, with the same field blamed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDatabase, openDatabase } from '../../src/backend/db.ts';
import { type ContactValues, checkContact, toContactRow } from '../../src/lib/contact-rules.ts';
import { FORBIDDEN_CHARACTERS } from '../../supabase/functions/_shared/notify/characters.ts';
import { insertContact, session } from './sql.ts';

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
});
afterAll(() => db?.close());

const base: ContactValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  message: 'Hello',
};
const column: Record<keyof ContactValues, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  message: 'message',
};
const x = (n: number) => 'x'.repeat(n);
const emailOf = (n: number) => `${'a'.repeat(n - 12)}@example.com`;

const cases: Array<Partial<ContactValues>> = [
  {},
  { firstName: '' },
  { firstName: '  ' },
  { firstName: x(1) },
  { firstName: x(100) },
  { firstName: x(101) },
  { firstName: '😀'.repeat(100) },
  { firstName: '😀'.repeat(101) },
  { lastName: '' },
  { lastName: x(100) },
  { lastName: x(101) },
  { email: '' },
  { email: 'a@b.c' },
  { email: emailOf(254) },
  { email: emailOf(255) },
  { email: 'plain' },
  { email: 'a@b' },
  { email: 'a b@c.de' },
  { email: '  ada@example.com  ' },
  // A quoted local part is refused; a trailing dot, an IDN and its punycode are addresses.
  { email: '"v ictim"@gmail.com' },
  { email: '"victim"@gmail.com' },
  { email: 'v"ictim@gmail.com' },
  { email: 'v.ictim@gmail.com.' },
  { email: 'zoë@bücher.example' },
  { email: 'zoe@xn--bcher-kva.example' },
  { phone: '' },
  { phone: '   ' },
  { phone: '555-0100' },
  { phone: '555-010' },
  { phone: '+1 (312) 555-0100' },
  { phone: `+${'1'.repeat(31)}` },
  { phone: `+${'1'.repeat(32)}` },
  { phone: '555-0100 ext 2' },
  { phone: '  555 0100  ' },
  { message: '' },
  { message: '\n\t' },
  { message: x(5000) },
  { message: x(5001) },
  { message: '😀'.repeat(5000) },
  { message: '😀'.repeat(5001) },
  { message: `  ${x(5000)}  ` },
  // Names and addresses go into e-mail headers: no markup, no control characters.
  { firstName: '<b>Ada</b>' },
  { firstName: 'Ada\r\nBcc: victim@example.com' },
  { lastName: 'Love\u0007lace' },
  { lastName: 'Love\u2028lace' },
  { lastName: 'Love\u0085lace' },
  { firstName: '\tAda\t' },
  { email: 'a<b@example.com' },
  { email: 'ada@example.com\r\nBcc: x@example.com' },
  { email: 'ada@exa\u007fmple.com' },
  // Bidirectional controls make a name or address display in another order than it is written.
  { firstName: 'Ada\u202e' },
  { lastName: '\u202aLovelace' },
  { lastName: 'Love\u2066lace\u2069' },
  { email: 'moc.elpmaxe\u202e@ada.com' },
  { email: 'ada@example.com\u2067' },
  // Right-to-left text itself is a name like any other.
  { lastName: 'לבלייס' },
  // Messages are stored verbatim, markup and line breaks included.
  { message: '<script>alert(1)</script>\r\nline 2' },
];

describe('form rules and database constraints agree', () => {
  it.each(cases)('%j', async (change) => {
    const values = { ...base, ...change };
    const formErrors = Object.keys(checkContact(values)) as Array<keyof ContactValues>;
    const outcome = await session(db.pg, 'anon', (tx) => insertContact(tx, toContactRow(randomUUID(), values)));

    if (formErrors.length === 0) {
      // The form lets it through: the database must store it.
      expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true });
    } else {
      // The form stops it. The database must not store it either, unless the
      // form is only stricter about surrounding spaces it trims anyway.
      expect(formErrors).toHaveLength(1);
      const field = formErrors[0]!;
      if (outcome.ok) {
        expect(values[field]).not.toBe(values[field].trim());
      } else {
        expect(outcome.constraint ?? outcome.message).toContain(`contacts_${column[field]}`);
      }
    }
  });
});

describe('the one character rule', () => {
  it('is the same in the database (private.has_unsafe_characters) as in the code, for every character up to U+FFFF', async () => {
    // Every code point but NUL (text cannot hold it) and the surrogate halves (no character on their own).
    const chars = Array.from({ length: 0xffff }, (_, i) => i + 1)
      .filter((code) => code < 0xd800 || code > 0xdfff)
      .map((code) => String.fromCharCode(code));
    const { rows } = await db.pg.query<{ c: string }>(
      'select c from unnest($1::text[]) as c where private.has_unsafe_characters(c)',
      [chars],
    );
    const inDatabase = rows.map((row) => row.c);
    expect(inDatabase).toEqual(chars.filter((c) => FORBIDDEN_CHARACTERS.test(c)));
    expect(inDatabase.length).toBe(31 + 33 + 2 + 5 + 4 + 2);
  });
});
