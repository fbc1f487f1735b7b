/**
 * The contact form's rules, the same ones the database enforces with CHECK constraints
 * (supabase/migrations/*_contacts.sql): the form explains them inline, the database has the
 * last word. tests/db checks that both agree at the boundaries.
 */
export const CONTACT_LIMITS = { firstName: 100, lastName: 100, email: 254, phone: 32, message: 5000 } as const;
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const PHONE_PATTERN = /^[0-9 +().-]+$/;
export const PHONE_MIN_DIGITS = 7;

export type ContactField = keyof typeof CONTACT_LIMITS;
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Length in characters as Postgres counts them (code points, not UTF-16 units). */
const length = (s: string) => [...s].length;
const blank = (s: string) => !/\S/.test(s);

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const required = (field: ContactField, label: string) => {
    if (blank(values[field])) errors[field] = `Please enter your ${label}.`;
    else if (length(values[field]) > CONTACT_LIMITS[field])
      errors[field] = `Please keep this under ${CONTACT_LIMITS[field].toLocaleString('en-US')} characters.`;
  };
  required('firstName', 'first name');
  required('lastName', 'last name');
  required('email', 'email address');
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim()))
    errors.email = 'Please enter a valid email address, like name@example.com.';
  required('message', 'message');
  const phone = values.phone.trim();
  if (phone) {
    if (length(phone) > CONTACT_LIMITS.phone)
      errors.phone = `Please keep the phone number under ${CONTACT_LIMITS.phone} characters.`;
    else if (!PHONE_PATTERN.test(phone)) errors.phone = 'Phone numbers may contain digits, spaces and + ( ) - . only.';
    else if (phone.replace(/\D/g, '').length < PHONE_MIN_DIGITS)
      errors.phone = `Please enter at least ${PHONE_MIN_DIGITS} digits, or leave the phone number empty.`;
  }
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
