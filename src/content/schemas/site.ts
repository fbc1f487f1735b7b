/** `content/site.yaml`: settings used on every page (company, contact details, header, footer). */
import { z } from 'zod';
import { cta, externalUrl, href, image, itemNames, metaDescription, text } from './common.ts';
import { siteLimitsSchema } from './site-limits.ts';

/** What of the example site an owner may keep on purpose (keepExampleContent; src/content/launch.ts). */
export const EXAMPLE_CONTENT_KINDS = ['reviews', 'caseStudies'] as const;

const phone = z
  .strictObject({
    label: text('What the number is for, e.g. "Call or WhatsApp" or "Office".', { max: 40 }),
    display: text('The number as visitors read it, e.g. "+1 (312) 555-0142".', { max: 30 }),
    tel: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, {
        message: 'must be the number in international form: + and digits only, e.g. +13125550142.',
      })
      .describe('The same number for tel: links: + and digits only, e.g. +13125550142.'),
    whatsapp: z.boolean().default(false).describe('Whether the number also takes WhatsApp messages.'),
  })
  .describe('A phone number shown on the site.')
  .register(itemNames, { noun: 'phone number', title: 'display' });

/** The relative luminance of a #rgb or #rrggbb colour (WCAG 2.1). */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two colours (WCAG 2.1: at least 4.5 for text). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const colour = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, { message: 'must be a colour written #rrggbb, e.g. #4f46e5.' })
    .transform((value) => value.toLowerCase())
    .describe(`${what}, written #rrggbb (e.g. from your brand guide).`);

/** Which colour must stay readable on which: text is read on them by every visitor. */
const READABLE: { colour: 'ink' | 'brand' | 'brandDark'; on: 'paper' | 'white'; why: string }[] = [
  { colour: 'ink', on: 'paper', why: 'the text on the page' },
  { colour: 'brand', on: 'white', why: 'the white text of the buttons and the links' },
  { colour: 'brandDark', on: 'white', why: 'the text on light brand tints' },
];

const brandColours = z
  .strictObject({
    ink: colour('Body text and headings'),
    brand: colour('Buttons, links and the header’s rule'),
    brandDark: colour('A darker shade of the brand colour, for text on light brand tints'),
    paper: colour('The light background of sections and e-mails'),
  })
  .superRefine((colours, ctx) => {
    for (const { colour: name, on, why } of READABLE) {
      const ratio = contrast(colours[name], on === 'white' ? '#ffffff' : colours.paper);
      if (ratio < 4.5)
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is too light against ${on === 'white' ? 'white' : 'the paper colour'} (contrast ${ratio.toFixed(1)}:1; at least 4.5:1 is needed for ${why}). Choose a darker shade.`,
        });
    }
  })
  .describe('The brand colours of the site and its e-mails; each must stay readable (WCAG AA contrast).');

/** Whether the platform's time zone data knows this name (IANA names such as America/Chicago). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const time = (what: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a 24-hour time like 09:00 or 18:00.' })
    .describe(
      `${what} as a 24-hour time, e.g. 09:00; published to search engines, so keep it in line with the hours shown to visitors.`,
    );

const navItem = z
  .strictObject({
    label: text('Text of the menu item.', { max: 30 }),
    href: href('Where the item leads, e.g. /blog or /#services.'),
    activePrefix: z
      .string()
      .regex(/^\/[a-z0-9/-]*$/, { message: 'must be a site path such as /services.' })
      .describe(
        'The item is marked as the current section on every page whose path starts with this (defaults to the href).',
      )
      .optional(),
    menu: z
      .enum(['industries'])
      .describe(
        'Set to "industries" to open a dropdown listing the industry pages (those marked for the menu in industries.yaml).',
      )
      .optional(),
  })
  .describe('One item of the header menu.')
  .register(itemNames, { noun: 'menu item', title: 'label' });

const footerLink = z
  .strictObject({
    label: text('Text of the link.', { max: 40 }),
    href: href('Where the link leads: a page path or an anchor on the home page such as /#faq.'),
  })
  .describe('A link in the footer.')
  .register(itemNames, { noun: 'link', title: 'label' });

export const siteSchema = z
  .strictObject({
    company: z
      .strictObject({
        name: text(
          'Company name as shown in the header, titles, footer, feed and e-mails; other texts write {company} for it.',
          { max: 40 },
        ),
        legalName: text(
          'Registered company name (e.g. "Example Consulting LLC") used in the legal pages and copyright line; other texts write {legalName} for it.',
          { max: 80 },
        ),
        registeredIn: text(
          'Where the company is registered, as the legal pages name it, e.g. "Illinois, USA"; texts write {registeredIn}.',
          { max: 80 },
        ),
        governingLaw: text(
          'The law the terms of service follow, e.g. "the laws of the State of Illinois, USA"; texts write {governingLaw}.',
          { max: 120 },
        ),
        courts: text(
          'The courts that hear a dispute about the terms, e.g. "the state or federal courts located in Cook County, Illinois"; texts write {courts}.',
          { max: 160 },
        ),
        address: text(
          'The company’s address as the legal pages give it, e.g. "Chicago, Illinois, USA" or a street address; texts write {companyAddress}.',
          { max: 160 },
        ),
        tagline: text('Footer tagline: one sentence about what the company does.', { max: 200 }),
        logo: image('Square logo mark shown next to the company name (and, as a PNG, in the e-mails).'),
        favicon: z
          .string()
          .trim()
          .regex(/^\/(favicon\.svg|images\/[a-z0-9/_.-]+\.(svg|png))$/, {
            message: 'must be /favicon.svg or a path like /images/favicon.png (svg or png).',
          })
          .describe(
            'The small icon browsers show in the tab: /favicon.svg, or a square picture under /images/ (svg or png).',
          ),
        foundingYear: z.number().int().min(1990).max(2100).describe('Year the company was founded.'),
        colours: brandColours,
      })
      .describe('Who the company is: set once here, every page, the legal pages and the e-mails take it from here.'),
    keepExampleContent: z
      .array(z.enum(EXAMPLE_CONTENT_KINDS))
      .default([])
      .describe(
        'The example site’s fictional reviews and case studies are refused by the live site until replaced. List here what you keep on purpose: "reviews" (the three example reviews) and/or "caseStudies" (the example clients). Empty: both must be replaced before going live.',
      ),
    seo: z
      .strictObject({
        defaultTitle: text('Title of the home page and fallback title (a company-services title).', { max: 70 }),
        titleTemplate: z
          .string()
          .includes('%s', { message: 'must contain %s where the page title goes.' })
          .describe('How page titles are composed; %s is replaced by the page title, e.g. "%s | {company}".'),
        defaultDescription: metaDescription('Summary in search results for pages that have none of their own.'),
        defaultImage: image('Image shown when a page is shared on social media (1200×630).'),
        locale: z
          .string()
          .regex(/^[a-z]{2}_[A-Z]{2}$/, { message: 'must look like en_US.' })
          .describe('Language and region of the site, e.g. en_US.'),
        twitterHandle: z
          .string()
          .regex(/^@\w{1,15}$/, { message: 'must look like @name.' })
          .describe('The company account on X/Twitter, e.g. @yourcompany.'),
      })
      .describe('Defaults for titles, descriptions and link previews.'),
    url: externalUrl('Address of the live site, without a slash at the end, e.g. https://www.example.com.'),
    contact: z
      .strictObject({
        email: z
          .email({ message: 'must be an e-mail address.' })
          .describe('E-mail address shown on the site (the founder’s inbox).'),
        phones: z
          .array(phone)
          .min(1)
          .max(3)
          .describe('Phone numbers shown on the site; the first is used in calls to action.'),
        location: z
          .strictObject({
            city: text('City, e.g. Chicago.', { max: 60 }),
            region: text('State or region, e.g. Illinois.', { max: 60 }),
            regionCode: z
              .string()
              .regex(/^[A-Z]{2}$/, { message: 'must be a two-letter code such as IL.' })
              .describe('Two-letter state code, e.g. IL.'),
            country: z
              .string()
              .regex(/^[A-Z]{2}$/, { message: 'must be a two-letter country code such as US.' })
              .describe('Two-letter country code, e.g. US.'),
          })
          .describe('Where the company is based.'),
        hours: z
          .strictObject({
            display: text('Business hours as visitors read them, e.g. "Monday – Friday, 9:00 AM – 6:00 PM CST".', {
              max: 80,
            }),
            days: z
              .array(z.enum(WEEKDAYS))
              .min(1)
              .describe(
                `Opening days, each one of: ${WEEKDAYS.join(', ')}; published to search engines, so keep them in line with the hours shown to visitors.`,
              ),
            opens: time('Opening time'),
            closes: time('Closing time'),
            emergency: text('Line about out-of-hours support, e.g. "Emergency support available 24/7".', { max: 80 }),
          })
          .describe('Business hours (also published to search engines).'),
        responseTime: text('Promised reply time for a contact request, e.g. "within 2 hours".', { max: 40 }),
        areaServed: text(
          'Where the company takes clients, published to search engines: a country code such as US, or a region name.',
          { max: 60 },
        ),
        language: text('Language the team speaks with clients, published to search engines, e.g. English.', {
          max: 40,
        }),
      })
      .describe('How visitors reach the company.'),
    notifications: z
      .strictObject({
        leadsTo: z
          .email({ message: 'must be an e-mail address.' })
          .describe('Inbox that receives every contact request as an e-mail, within a minute of it being sent.'),
        alertsTo: z
          .email({ message: 'must be an e-mail address, or empty.' })
          .nullable()
          .describe(
            'A second inbox, best at another provider, that is told when a contact request’s e-mail could not be sent (the request itself is in the alert). Empty: such alerts go to the team chat only.',
          ),
        senderName: text('Name shown as the sender of the site’s e-mails, e.g. "{company} website".', {
          max: 60,
        }),
        hubspotPortalId: z
          .string()
          .regex(/^\d{1,12}$/, {
            message: 'must be the HubSpot account number (digits only, e.g. 12345678), or empty.',
          })
          .nullable()
          .default(null)
          .describe(
            'Your HubSpot account number (HubSpot calls it the portal ID; it is shown in the top right menu of HubSpot, and in the address of its pages). With the form ID below, every contact request that passes the spam check also becomes a HubSpot contact. Empty: nothing goes to HubSpot. docs/crm.md explains the set-up.',
          ),
        hubspotFormId: z
          .string()
          .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
            message: 'must be the HubSpot form’s ID, like 78c2891f-ebdd-44c0-bd94-15c012bbbfbf, or empty.',
          })
          .nullable()
          .default(null)
          .describe(
            'The ID of the HubSpot form that receives the contact requests, like 78c2891f-ebdd-44c0-bd94-15c012bbbfbf (in HubSpot, open the form: the ID is the long part of the page address). Empty: nothing goes to HubSpot.',
          ),
      })
      .superRefine((notifications, ctx) => {
        // One without the other sends nothing: say so rather than stay silent.
        const missing = !notifications.hubspotPortalId
          ? 'hubspotPortalId'
          : !notifications.hubspotFormId
            ? 'hubspotFormId'
            : null;
        if ((notifications.hubspotPortalId || notifications.hubspotFormId) && missing)
          ctx.addIssue({
            code: 'custom',
            path: [missing],
            message:
              'is needed too: HubSpot receives the contact requests only when both its account number and its form ID are set.',
          });
      })
      .describe(
        'E-mails the site sends: one to the owner per contact request, newsletter confirmations; and HubSpot, if you use it.',
      ),
    booking: z
      .strictObject({
        url: externalUrl(
          'Address of the booking page for a free consultation (Cal.com, Calendly or similar), e.g. https://cal.com/your-team/consultation. Empty for none. When set, the thank-you dialog and the visitor’s receipt e-mail offer it, with the visitor’s name (the receipt: first name) and e-mail filled in.',
        ).nullable(),
        ctas: z
          .boolean()
          .describe(
            'On: the "Get Free Consultation" buttons that lead to /contact (header, home, about, articles, coming-soon pages, case studies) lead to the booking page instead, when its address is set. Off: they lead to the contact form.',
          ),
      })
      .describe('An online booking page where visitors pick a time for their consultation themselves (optional).'),
    social: z
      .array(
        z
          .strictObject({
            network: z
              .enum(['facebook', 'twitter', 'linkedin', 'instagram'])
              .describe('Which network: facebook, twitter, linkedin or instagram.'),
            label: text('Name of the network as read by screen readers, e.g. "LinkedIn".', { max: 30 }),
            url: externalUrl('Full https:// address of the company page on that network.'),
          })
          .describe('A social media profile.')
          .register(itemNames, { noun: 'social profile', title: 'label' }),
      )
      .max(6)
      .describe('Social media profiles linked in the footer.'),
    header: z
      .strictObject({
        items: z.array(navItem).min(1).max(8).describe('Items of the header menu, in order.'),
        cta,
      })
      .describe('The sticky header.'),
    footer: z
      .strictObject({
        quickLinksTitle: text('Heading above the quick links.', { max: 40 }),
        quickLinks: z.array(footerLink).max(10).describe('Links to sections of the home page.'),
        legalLinks: z.array(footerLink).max(6).describe('Links to the legal pages.'),
        contactTitle: text('Heading above the contact details.', { max: 40 }),
        newsletter: z
          .strictObject({
            title: text('Heading of the newsletter box.', { max: 60 }),
            text: text('One sentence on what subscribers get.', { max: 200 }),
            placeholder: text('Placeholder inside the e-mail field.', { max: 40 }),
            button: text('Text on the subscribe button.', { max: 20 }),
            success: text('Message shown after a sign-up: the visitor must still confirm through the e-mail we send.', {
              max: 200,
            }),
            invalid: text('Message shown when the address cannot be an e-mail address.', { max: 160 }),
            rateLimited: text('Message shown when the same visitor signed up several times in a short time.', {
              max: 200,
            }),
            paused: text(
              'Message shown when the day’s sign-ups are used up (the site keeps its e-mails for contact requests): sign-ups are paused until tomorrow; the typed address stays in the field.',
              { max: 200 },
            ),
            failure: text('Message shown when the sign-up could not be saved (no connection, server error).', {
              max: 160,
            }),
            noScript: text('Shown instead of a working button when the browser runs no JavaScript.', { max: 160 }),
          })
          .describe('The newsletter sign-up box.'),
        cookieSettingsLabel: text('Text of the footer link that reopens the cookie choice.', { max: 40 }),
        copyright: text('Copyright line; {year} is replaced by the current year.', { max: 120 }),
      })
      .describe('The footer.'),
    cookieBanner: z
      .strictObject({
        enabled: z
          .boolean()
          .describe(
            'On: visitors who have not chosen yet see the banner, and the footer has the "Cookie settings" link. Off: no banner and no link. Turning it off is refused while a Google Analytics ID is set, because Google\'s cookies need the visitor\'s consent; Plausible alone sets no cookie and needs none.',
          ),
        text: text(
          'What the banner always tells the visitor about cookies and local storage (the sentences below are added only when they apply).',
          { max: 300 },
        ),
        analyticsCookies: text(
          'Sentence added to the banner only while a Google Analytics ID is set: that analytics cookies are used only if the visitor accepts.',
          { max: 200 },
        ),
        cookielessAnalytics: text(
          'Sentence added to the banner only while Plausible is set up: that visits are counted without cookies and without storing anything in the browser.',
          { max: 200 },
        ),
        policyLinkLabel: text('Text of the link to the cookie policy.', { max: 40 }),
        policyHref: href('Address of the cookie policy page the banner links to, such as /cookie-policy.'),
        accept: text('Text of the accept button.', { max: 20 }),
        decline: text('Text of the decline button.', { max: 20 }),
      })
      .describe('The cookie consent banner.'),
    analytics: z
      .strictObject({
        googleTagId: z
          .string()
          .regex(/^G-[A-Z0-9]{4,12}$/, {
            message: 'must be a Google Analytics measurement ID like G-ABC123XYZ, or empty.',
          })
          .nullable()
          .describe(
            'Google Analytics measurement ID (G-…). Empty for no Google Analytics. It loads only after the visitor accepts cookies.',
          ),
        plausibleDomain: z
          .string()
          .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, {
            message:
              "must be the site's domain as added in Plausible, like www.example.com (no https://, no slash), or empty.",
          })
          .nullable()
          .describe(
            "The site's domain exactly as added in Plausible, e.g. www.example.com. Plausible counts visits, leads and other goals without cookies and without storing anything in the browser, so it needs no consent. Empty for no Plausible. docs/analytics.md lists the goals to create.",
          ),
        plausibleHost: z
          .string()
          .trim()
          .regex(/^(https:\/\/[a-z0-9.-]+\.[a-z]{2,}|http:\/\/(127\.0\.0\.1|localhost))(:\d{1,5})?$/, {
            message:
              'must be the address of Plausible without a path, like https://plausible.io or https://plausible.example.com.',
          })
          .describe(
            "Where Plausible runs: https://plausible.io for Plausible's own service, or the address of your self-hosted Plausible Community Edition, e.g. https://plausible.example.com. Used only when the domain above is set.",
          ),
      })
      .describe(
        'Optional analytics: Plausible (no cookies, no consent needed) and/or Google Analytics (only after the visitor accepts). Nothing loads and nothing is sent when both are empty.',
      ),
    turnstileSiteKey: z
      .string()
      .regex(/^[0-9]x[0-9A-Za-z_-]{10,60}$/, {
        message: 'must be the Turnstile site key from Cloudflare, like 0x4AAAAAAAB12cdEFghIJklm, or empty.',
      })
      .nullable()
      .default(null)
      .describe(
        'For sites on Cloudflare: the site key of a Cloudflare Turnstile widget, like 0x4AAAAAAAB12cdEFghIJklm. When set, the contact form checks that the visitor is a person with Turnstile instead of the built-in check, which sends no request to another company. It also needs the widget’s secret key, which the site’s developer keeps with the server’s secrets (not here: everything here is public). Empty: the built-in check.',
      ),
    skipLinkLabel: text('Text of the skip link that keyboard users see first.', { max: 40 }),
    // Issue 52: the flood limits, in a module of their own.
    limits: siteLimitsSchema,
    timeZone: z
      .string()
      .refine(isTimeZone, {
        message: 'is not a time zone name. Write it as a place, e.g. America/Chicago, Europe/Berlin or UTC.',
      })
      .describe(
        "Time zone of the site's calendar and of its owner's clock, e.g. America/Chicago: an article dated after today in this zone is scheduled, and the daily rebuild publishes it on its date; the lead e-mails and the owner's list of contact requests give times in it.",
      ),
    editor: z
      .strictObject({
        repo: z
          .string()
          .regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, {
            message: 'must be the GitHub repository as owner/name, e.g. your-company/website.',
          })
          .describe('The GitHub repository the editor at /admin saves to, written owner/name.'),
        branch: text('The branch the live site is built from; every change published in /admin goes into it.', {
          max: 100,
        }),
        authBaseUrl: externalUrl(
          "Address of the service that signs editors in with GitHub: https://api.netlify.com on Netlify; on Cloudflare Pages the site's own address (its sign-in runs there, docs/going-live.md).",
        ),
        authEndpoint: text('Path of the sign-in on that service: "auth" on Netlify, "api/auth" on Cloudflare Pages.', {
          max: 100,
        }),
      })
      .describe('Where the editor at /admin saves changes and how editors sign in.'),
    hsts: z
      .strictObject({
        includeSubdomains: z
          .boolean()
          .default(false)
          .describe(
            'On: browsers that have visited the site also refuse plain http on every subdomain of its domain (mail., shop., anything), for two years. Turn it on only when every subdomain you have, now and later, works over https.',
          ),
        preload: z
          .boolean()
          .default(false)
          .describe(
            'On: the site may be added to the list of https-only domains built into browsers (hstspreload.org), which covers every subdomain and takes months to leave. Needs the subdomains setting above on as well. Off unless you mean to submit the domain.',
          ),
      })
      .default({ includeSubdomains: false, preload: false })
      .describe(
        'How strictly browsers keep to https on this domain: the site always tells browsers to use https for two years; these two settings widen that promise to the whole domain. Both off unless you are sure.',
      ),
  })
  .superRefine((site, ctx) => {
    if (site.hsts.preload && !site.hsts.includeSubdomains)
      ctx.addIssue({
        code: 'custom',
        path: ['hsts', 'preload'],
        message:
          'cannot be on while includeSubdomains is off: the browsers’ https-only list takes whole domains. Turn includeSubdomains on too (once every subdomain works over https), or turn preload off.',
      });
    // Google's cookies are set only after consent, so without the banner they could never be
    // asked for; Plausible sets none, which is why the banner may go when it is the only one.
    if (!site.cookieBanner.enabled && site.analytics.googleTagId)
      ctx.addIssue({
        code: 'custom',
        path: ['cookieBanner', 'enabled'],
        message:
          "cannot be off while a Google Analytics ID is set: Google Analytics sets cookies, which need the visitor's consent. Remove the ID (Plausible needs no banner) or turn the banner on.",
      });
  })
  .describe('Site-wide settings.');

export type Site = z.infer<typeof siteSchema>;
