/**
 * Fills the identity placeholders ({company}, {legalName}, {companyPhone}, …: ./schemas/identity.ts)
 * from site.yaml. The loader (./load.ts) fills every text of every file once, so pages, feed,
 * titles and the e-mails' settings all read the filled text; the editor's preview fills the entry
 * being edited the same way. The files keep the placeholders: a change in Site settings reaches
 * every text with the next build.
 */
import { IDENTITY_NAMES, type IdentityPlaceholder, isIdentityPlaceholder } from './schemas/identity.ts';

/** What each placeholder becomes: its text, and in Markdown a link where it has one. */
export type IdentityFields = Record<IdentityPlaceholder, { text: string; href?: string }>;

type Loose = Record<string, unknown> | undefined;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The live site's host name, or '' while the address is not one. */
function domainOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/**
 * The placeholders' values from site.yaml's data, read leniently: the data may not have passed
 * its schema yet (the loader fills site.yaml's own texts), in which case a value is '' and the
 * schema's problem says why.
 */
export function identityFields(site: unknown): IdentityFields {
  const data = (site && typeof site === 'object' ? site : {}) as Record<string, unknown>;
  const company = data.company as Loose;
  const contact = data.contact as Loose;
  const phones = Array.isArray(contact?.phones) ? (contact.phones as Loose[]) : [];
  const email = str(contact?.email);
  const phone = phones[0];
  return {
    company: { text: str(company?.name) },
    legalName: { text: str(company?.legalName) },
    registeredIn: { text: str(company?.registeredIn) },
    governingLaw: { text: str(company?.governingLaw) },
    courts: { text: str(company?.courts) },
    companyAddress: { text: str(company?.address) },
    companyEmail: { text: email, ...(email ? { href: `mailto:${email}` } : {}) },
    companyPhone: { text: str(phone?.display), ...(str(phone?.tel) ? { href: `tel:${str(phone?.tel)}` } : {}) },
    siteDomain: { text: domainOf(str(data.url)) },
  };
}

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** A text with its identity placeholders filled; any other placeholder ({year}, {name}) stays. */
export function fillIdentity(text: string, fields: IdentityFields): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isIdentityPlaceholder(name) ? fields[name].text : whole));
}

/** A copy of `value` with every text in it filled (objects and lists walked; nothing else changes). */
export function fillIdentityDeep<T>(value: T, fields: IdentityFields): T {
  if (typeof value === 'string') return (value.includes('{') ? fillIdentity(value, fields) : value) as T;
  if (Array.isArray(value)) return value.map((item) => fillIdentityDeep(item, fields)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = fillIdentityDeep(item, fields);
    return out as T;
  }
  return value;
}

export { IDENTITY_NAMES };

/** The contact details a legal page must name by placeholder, never type: a typed one goes stale. */
const TYPED_DETAILS = ['companyPhone', 'companyEmail', 'companyAddress'] as const;

/**
 * Where a text types one of the company's contact details as Site settings hold them (the shown
 * phone number, the dialled one, the e-mail address, the address) instead of its placeholder: a
 * change in Site settings would leave that text stale. Each: the line and column (1-based, of
 * `text`), the placeholder to write, and what was typed.
 */
export function typedContactDetails(
  text: string,
  fields: IdentityFields,
): { line: number; column: number; placeholder: IdentityPlaceholder; typed: string }[] {
  const found: { line: number; column: number; placeholder: IdentityPlaceholder; typed: string }[] = [];
  const lines = text.split(/\r?\n|\r/);
  for (const placeholder of TYPED_DETAILS) {
    const { text: value, href } = fields[placeholder];
    const dialled = href?.startsWith('tel:') ? href.slice(4) : undefined;
    // Too short to be the detail rather than a word (an empty or one-word setting).
    const typed = [value, dialled].filter((v): v is string => typeof v === 'string' && v.length >= 6);
    for (const detail of typed) {
      const line = lines.findIndex((l) => l.includes(detail));
      if (line !== -1)
        found.push({ line: line + 1, column: lines[line]!.indexOf(detail) + 1, placeholder, typed: detail });
    }
  }
  return found;
}
