/**
 * The contact form's messages come from content (contact.yaml, form.errors), with the limits
 * of the rules filled in; the rules themselves agree with the database (tests/db/form-rules).
 */
import { describe, expect, it } from 'vitest';
import {
  CONTACT_LIMITS,
  type ContactMessages,
  type ContactValues,
  checkContact,
  validateContact,
} from '../../src/lib/contact-rules.ts';

/** Deliberately not the site's wording: every message shown must come from here. */
const messages: ContactMessages = {
  required: { firstName: 'R first', lastName: 'R last', email: 'R email', message: 'R message' },
  tooLong: 'At most {max}.',
  invalidEmail: 'Bad address.',
  phoneTooLong: 'Phone at most {max}.',
  phoneCharacters: 'Phone signs.',
  phoneDigits: 'Phone needs {digits} digits.',
  nameCharacters: 'No < or > in names.',
};
const valid: ContactValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  message: 'Hi',
};

describe('contact form messages', () => {
  it('a valid request has no errors', () => {
    expect(checkContact(valid)).toEqual({});
    expect(validateContact(valid, messages)).toEqual({});
  });

  it('empty required fields get their own message; the optional phone none', () => {
    const empty = { firstName: '', lastName: ' ', email: '', phone: '', message: '\n' };
    expect(validateContact(empty, messages)).toEqual({
      firstName: 'R first',
      lastName: 'R last',
      email: 'R email',
      message: 'R message',
    });
  });

  it('fills in the limits: thousands separated, phone length and digits', () => {
    expect(validateContact({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message + 1) }, messages)).toEqual({
      message: 'At most 5,000.',
    });
    expect(validateContact({ ...valid, phone: '1'.repeat(CONTACT_LIMITS.phone + 1) }, messages)).toEqual({
      phone: 'Phone at most 32.',
    });
    expect(validateContact({ ...valid, phone: '555-01' }, messages)).toEqual({ phone: 'Phone needs 7 digits.' });
  });

  it('names the rule each field breaks', () => {
    expect(checkContact({ ...valid, email: 'plain', phone: '555 0100 ext' })).toEqual({
      email: 'invalidEmail',
      phone: 'phoneCharacters',
    });
    expect(validateContact({ ...valid, email: 'plain', phone: '555 0100 ext' }, messages)).toEqual({
      email: 'Bad address.',
      phone: 'Phone signs.',
    });
  });

  it.each(['202A', '202B', '202C', '202D', '202E', '2066', '2067', '2068', '2069'])(
    'refuses the bidirectional control U+%s in names and the address, with the field’s plain message',
    (codePoint) => {
      const control = String.fromCodePoint(Number.parseInt(codePoint, 16));
      const values = {
        ...valid,
        firstName: `Ada${control}`,
        lastName: `${control}Lovelace`,
        email: `ada${control}@example.com`,
      };
      expect(validateContact(values, messages)).toEqual({
        firstName: messages.nameCharacters,
        lastName: messages.nameCharacters,
        email: messages.invalidEmail,
      });
    },
  );

  it('accepts right-to-left names themselves', () => {
    expect(checkContact({ ...valid, firstName: 'נועה', lastName: 'لوفليس' })).toEqual({});
  });
});
