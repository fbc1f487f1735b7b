/**
 * The company's identity as texts name it: placeholders such as {company} that the site fills in
 * from content/site.yaml wherever a text is shown (YAML texts, Markdown pages, e-mails), so the
 * company's name, legal details and contact details are typed once. The names differ from every
 * other placeholder of the site ({email} and {name} in the e-mail texts are the visitor's own).
 */

/** Each placeholder, with what replaces it in the editor's words. */
export const IDENTITY_PLACEHOLDERS = {
  company: 'the company name (Site settings → Company → Name)',
  legalName: 'the registered company name (Site settings → Company → Legal name)',
  registeredIn: 'where the company is registered (Site settings → Company → Registered in)',
  governingLaw: 'the law the terms follow (Site settings → Company → Governing law)',
  courts: 'the courts that hear a dispute (Site settings → Company → Courts)',
  companyAddress: "the company's address (Site settings → Company → Address)",
  companyEmail: "the company's e-mail address (Site settings → Contact → E-mail), as a link in pages",
  companyPhone: 'the first phone number (Site settings → Contact → Phones), as a link in pages',
  siteDomain: "the live site's domain, e.g. www.example.com (Site settings → Address of the live site)",
} as const;

export type IdentityPlaceholder = keyof typeof IDENTITY_PLACEHOLDERS;

export const IDENTITY_NAMES = Object.keys(IDENTITY_PLACEHOLDERS) as IdentityPlaceholder[];

export function isIdentityPlaceholder(name: string): name is IdentityPlaceholder {
  return Object.hasOwn(IDENTITY_PLACEHOLDERS, name);
}

/** The placeholders as a hint lists them: "{company}, {legalName}, …". */
export const IDENTITY_LIST = IDENTITY_NAMES.map((name) => `{${name}}`).join(', ');
