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
