/**
 * `content/about.yaml`, `content/contact.yaml`, `content/not-found.yaml`, `content/blog.yaml`,
 * `content/newsletter.yaml`.
 */
import { z } from 'zod';
import { cta, itemNames, refersTo, sectionHeading, seo, stat, template, text } from './common.ts';

export const aboutSchema = z
  .strictObject({
    seo,
    title: text('Heading of the about page (its h1).', { max: 80 }),
    intro: text('Paragraph under the heading.', { max: 400 }),
    mission: z
      .strictObject({
        title: text('Heading of the mission.', { max: 60 }),
        text: text('The mission statement.', { max: 800 }),
      })
      .describe('The mission statement.'),
    stats: z.array(stat).length(4).describe('Exactly four headline figures.'),
    values: z
      .strictObject({
        heading: sectionHeading,
        items: z
          .array(
            z
              .strictObject({
                title: text('Name of the value.', { max: 40 }),
                text: text('What it means in practice.', { max: 300 }),
              })
              .describe('A company value.')
              .register(itemNames, { noun: 'value', title: 'title' }),
          )
          .length(4)
          .describe('Exactly four values.'),
      })
      .describe('The values section.'),
    reviews: sectionHeading,
    cta,
  })
  .describe('The about page.');

export const contactSchema = z
  .strictObject({
    seo,
    title: text('Heading of the contact page (its h1).', { max: 80 }),
    intro: text('Paragraph under the heading.', { max: 300 }),
    form: z
      .strictObject({
        title: text('Heading of the form, e.g. "Send us a message".', { max: 60 }),
        labels: z
          .strictObject({
            firstName: text('Label of the first name field.', { max: 40 }),
            lastName: text('Label of the last name field.', { max: 40 }),
            email: text('Label of the e-mail field.', { max: 40 }),
            phone: text('Label of the phone field.', { max: 40 }),
            message: text('Label of the message field.', { max: 60 }),
          })
          .describe('Labels of the form fields.'),
        messagePlaceholder: text('Prompt inside the message box.', { max: 100 }),
        submit: text('Text of the submit button.', { max: 30 }),
        submitting: text('Text of the submit button while sending.', { max: 30 }),
        failures: z
          .strictObject({
            rateLimited: template(
              'Alert when the same visitor sent several messages in a short time (the database accepts 5 an hour), e.g. "… Please try again in an hour, or call us at {phone}."',
              { phone: 'the first phone number of site.yaml' },
              { max: 240 },
            ),
            invalidField: template(
              'Alert when the database refused one field although the form accepted it, e.g. "We couldn\'t accept the {field} you entered. Please check it and send again."',
              { field: 'the name of the field, from fieldNames below' },
              { max: 200 },
            ),
            fieldNames: z
              .strictObject({
                firstName: text('The first name field as named inside a sentence, e.g. "first name".', { max: 40 }),
                lastName: text('The last name field inside a sentence, e.g. "last name".', { max: 40 }),
                email: text('The e-mail field inside a sentence, e.g. "email address".', { max: 40 }),
                phone: text('The phone field inside a sentence, e.g. "phone number".', { max: 40 }),
                message: text('The message box inside a sentence, e.g. "message".', { max: 40 }),
              })
              .describe('Names of the fields as used inside the invalidField alert.'),
            offline: template(
              'Alert when the site could not reach the server (no connection, or the database is down or paused), e.g. "… Please try again, or call us at {phone} or write to {email}."',
              { phone: 'the first phone number of site.yaml', email: 'the e-mail address of site.yaml' },
              { max: 300 },
            ),
            server: template(
              'Alert when the server had a problem of its own, e.g. "… Please try again in a few minutes, or call us at {phone} or write to {email}."',
              { phone: 'the first phone number of site.yaml', email: 'the e-mail address of site.yaml' },
              { max: 300 },
            ),
          })
          .describe('Alerts shown when sending failed. The form always keeps what the visitor typed.'),
        noScript: text(
          'Shown instead of a working button when the visitor’s browser runs no JavaScript, which the form needs to send.',
          { max: 200 },
        ),
        successTitle: text('Title of the thank-you dialog.', { max: 40 }),
        successText: text('Text of the thank-you dialog.', { max: 200 }),
        close: text('Text of the dialog’s close button.', { max: 20 }),
        bookingAction: text(
          'First action of the thank-you dialog when a booking page is set (booking.url in site.yaml): opens it in a new tab with the visitor’s name and e-mail filled in, e.g. "Pick a time now".',
          { max: 30 },
        ),
        privacyNote: template(
          'Line under the button about how the data is used; {link} is where the privacy link goes.',
          { link: 'the privacy link (privacyLink)' },
          { max: 200 },
        ),
        previewNote: text(
          'Shown above the button on a preview build of the site only: requests sent from a preview are stored but never e-mailed, so say that a test request reaches no one.',
          { max: 200 },
        ),
        privacyLink: cta.describe(
          'The link inside the privacy line: its text and the page it opens, e.g. /privacy-policy.',
        ),
        errors: z
          .strictObject({
            required: z
              .strictObject({
                firstName: text('Shown under the first name field when it is left empty.', { max: 120 }),
                lastName: text('Shown under the last name field when it is left empty.', { max: 120 }),
                email: text('Shown under the e-mail field when it is left empty.', { max: 120 }),
                message: text('Shown under the message box when it is left empty.', { max: 120 }),
              })
              .describe('Messages for required fields left empty.'),
            tooLong: template(
              'Shown under a name, the e-mail address or the message when it is too long, e.g. "Please keep this under {max} characters."',
              { max: 'the largest number of characters allowed' },
              { max: 120 },
            ),
            invalidEmail: text('Shown under the e-mail field when the address cannot be one, e.g. it has no @.', {
              max: 120,
            }),
            phoneTooLong: template(
              'Shown under the phone field when the number is too long, e.g. "Please keep the phone number under {max} characters."',
              { max: 'the largest number of characters allowed' },
              { max: 120 },
            ),
            phoneCharacters: text('Shown under the phone field when it contains letters or other signs.', {
              max: 120,
            }),
            nameCharacters: text(
              'Shown under a name field that contains < or > or an invisible control character (they could be misused in the e-mail we send).',
              { max: 120 },
            ),
            phoneDigits: template(
              'Shown under the phone field when it has too few digits, e.g. "Please enter at least {digits} digits, or leave the phone number empty."',
              { digits: 'the smallest number of digits allowed' },
              { max: 120 },
            ),
          })
          .describe(
            'Messages shown under a field that needs fixing before the form is sent. The rules themselves are fixed: they match what the database accepts.',
          ),
      })
      .describe('The contact form.'),
    getInTouch: z
      .strictObject({
        title: text('Heading of the panel, e.g. "Get in touch".', { max: 40 }),
        phoneLabel: text('Label above the phone numbers.', { max: 30 }),
        emailLabel: text('Label above the e-mail address.', { max: 30 }),
        locationLabel: text('Label above the location.', { max: 30 }),
        hoursLabel: text('Label above the business hours.', { max: 30 }),
      })
      .describe('The panel with contact details (values come from site.yaml).'),
    industries: z
      .strictObject({
        title: text('Heading above the industries, e.g. "Industries we serve".', { max: 40 }),
        items: z
          .array(
            refersTo(
              z
                .string()
                .describe('An industry, by the name in its address (e.g. real-estate), as in content/industries.yaml.'),
              'industry',
            ),
          )
          .min(1)
          .max(12)
          .describe('Slugs of the industries listed on the contact page, in order.'),
      })
      .describe('The industries named on the contact page, each linking to its page.'),
    nextSteps: z
      .strictObject({
        title: text('Heading of the list, e.g. "What happens next?".', { max: 60 }),
        items: z
          .array(
            z
              .strictObject({
                title: text('Name of the step.', { max: 60 }),
                text: text('What happens in it.', { max: 200 }),
              })
              .describe('A step.')
              .register(itemNames, { noun: 'step', title: 'title' }),
          )
          .length(3)
          .describe('Exactly three steps.'),
      })
      .describe('What happens after a visitor sends the form.'),
    notification: z
      .strictObject({
        subject: template(
          'Subject of the e-mail the owner receives for each request, e.g. "New consultation request from {name}".',
          { name: 'the visitor’s first and last name' },
          { max: 120 },
        ),
        intro: text('First line of that e-mail.', { max: 200 }),
        labels: z
          .strictObject({
            name: text('Label of the visitor’s name in the e-mail.', { max: 30 }),
            email: text('Label of the visitor’s e-mail address.', { max: 30 }),
            phone: text('Label of the phone number.', { max: 30 }),
            message: text('Label above the message.', { max: 30 }),
            received: text('Label of the date and time the request arrived.', { max: 30 }),
            reference: text('Label of the request’s id (to find it in the database).', { max: 30 }),
          })
          .describe('Labels in the e-mail, one per line of the request.'),
        noPhone: text('Written as the phone number when the visitor gave none, e.g. "not given".', { max: 30 }),
        replyHint: template(
          'Last line of the e-mail, e.g. "Reply to this e-mail to answer {firstName} directly."',
          { firstName: 'the visitor’s first name' },
          { max: 160 },
        ),
        chat: template(
          'Message posted to the team chat when a chat webhook is configured, e.g. "New consultation request from {name} ({email}), job #{job}".',
          {
            name: 'the visitor’s name',
            email: 'the visitor’s e-mail address',
            job: 'the number of the e-mail’s job in the outbox (to find it in the database)',
          },
          { max: 200 },
        ),
        alert: z
          .strictObject({
            subject: template(
              'Subject of the alert e-mail to the second inbox (notifications.alertsTo in site.yaml), e.g. "Not delivered: the request from {name}".',
              { name: 'the visitor’s name' },
              { max: 120 },
            ),
            retrying: template(
              'The alert when a request’s e-mail could not be sent and will be tried again; the chat message, and the first line of the alert e-mail (the request follows).',
              {
                name: 'the visitor’s name',
                email: 'the visitor’s e-mail address',
                error: 'why sending failed, as the e-mail service said',
                attempt: 'how many attempts were made',
                hours: 'for how many hours after the request it is tried (72)',
                job: 'the number of the e-mail’s job in the outbox',
              },
              { max: 400 },
            ),
            failed: template(
              'The alert when a request’s e-mail could not be sent and will not be tried again: the owner must answer it by hand.',
              {
                name: 'the visitor’s name',
                email: 'the visitor’s e-mail address',
                error: 'why sending failed, as the e-mail service said',
                attempt: 'how many attempts were made',
                job: 'the number of the e-mail’s job in the outbox',
              },
              { max: 400 },
            ),
          })
          .describe(
            'Alerts to the owner (team chat, or the second inbox) when the e-mail about a request cannot be sent: after the first failure, and again when it is given up.',
          ),
        attribution: z
          .strictObject({
            label: text('Label of the line saying where the request came from, e.g. "Came from".', { max: 30 }),
            direct: text(
              'Written as the source when the visit had neither campaign parameters nor a referring site, e.g. "a direct visit".',
              { max: 60 },
            ),
            landedOn: template(
              'Part of that line naming the first page of the visit, e.g. "landed on {page}".',
              { page: 'the first page of the visit, e.g. /blog/…' },
              { max: 60 },
            ),
            sentFrom: template(
              'Part of that line naming the page the form was sent from, e.g. "sent from {page}".',
              { page: 'the page the form was sent from, e.g. /contact' },
              { max: 60 },
            ),
            details: text(
              'Label of the line listing every campaign value as it was sent (utm_source, utm_medium, …, referrer), e.g. "Campaign details".',
              { max: 30 },
            ),
          })
          .describe(
            'Where the request came from, as the owner’s e-mail shows it: "Came from: LinkedIn / nov-launch, landed on /blog/…, sent from /contact". A campaign source that names a network of social in site.yaml is written with its label there.',
          ),
      })
      .describe('The e-mail (and optional chat message) the owner receives for every contact request.'),
    receipt: z
      .strictObject({
        subject: template(
          'Subject of the e-mail every visitor receives after sending the form, e.g. "{company}: we received your message". It names the company, so the visitor knows who wrote; the same for everyone: anyone can type a stranger’s address into the form, so nothing a visitor typed goes into the subject.',
          { company: 'the company’s name (site.yaml)' },
          { max: 120 },
        ),
        greeting: template(
          'First line of that e-mail, e.g. "Hi {firstName},".',
          { firstName: 'the visitor’s first name' },
          {
            max: 80,
          },
        ),
        intro: text('The paragraph saying the message arrived and who answers it.', { max: 400 }),
        nextStepsTitle: text('Heading above the steps; the three steps of nextSteps (on the contact page) follow it.', {
          max: 60,
        }),
        booking: text(
          'Paragraph before the booking link; only in the e-mail when a booking page is set (booking.url in site.yaml).',
          { max: 300 },
        ),
        bookingLabel: text('Text of the booking link, e.g. "Pick a time now".', { max: 40 }),
        contactTitle: text('Heading above the company’s contact details (from site.yaml).', { max: 60 }),
        signature: text('Closing line of the e-mail, e.g. "The {company} team".', { max: 100 }),
      })
      .describe(
        'The short e-mail (plain text and HTML, no images or tracking) a visitor receives after the owner’s e-mail about their request went out: at most one per address a day, and none past the day’s limit. It repeats only the visitor’s first name.',
      ),
    unverifiedDigest: z
      .strictObject({
        subject: template(
          'Subject of the owner’s daily e-mail about requests that failed the spam check, e.g. "{count} unchecked requests yesterday".',
          { count: 'how many requests failed the check that day' },
          { max: 120 },
        ),
        intro: template(
          'First paragraph: what these requests are and why they were not e-mailed one by one.',
          { count: 'how many requests failed the check that day', day: 'the day (UTC), e.g. 2026-11-28' },
          { max: 400 },
        ),
        more: template(
          'Line after the list when more requests came in than it shows.',
          { more: 'how many are not listed', count: 'how many there were' },
          { max: 200 },
        ),
        release: template(
          'Closing paragraph: how to send one of them on as a normal lead. {command} is the command to run.',
          { command: 'the command that releases a request, with its id' },
          { max: 400 },
        ),
      })
      .describe(
        'The one e-mail a day the owner receives about contact requests sent without passing the spam check (typically scripts): how many, then the name, address and first line of the first 20. These requests get no e-mail of their own and no receipt.',
      ),
  })
  .describe('The contact page.');

const linkPage = (what: string) =>
  z
    .strictObject({
      title: text(`Heading (h1) and title of the ${what} page.`, { max: 80 }),
      intro: text('Paragraph under the heading.', { max: 300 }),
      button: text('Text of the button the visitor clicks.', { max: 40 }),
      working: text('Text of the button while the request is on its way.', { max: 40 }),
      success: text('Shown when it worked.', { max: 300 }),
      invalid: text('Shown when the link is not valid (expired, used, or mistyped).', { max: 300 }),
      failure: text('Shown when the server could not be reached; the visitor can try again.', { max: 300 }),
    })
    .describe(`The ${what} page.`);

export const newsletterSchema = z
  .strictObject({
    confirm: linkPage('subscription confirmation (the link in the confirmation e-mail)'),
    unsubscribe: linkPage('unsubscribe (the link in every newsletter e-mail)'),
    noScript: text('Shown on both pages when the browser runs no JavaScript, which the buttons need.', {
      max: 200,
    }),
    confirmationEmail: z
      .strictObject({
        subject: text('Subject of the e-mail that asks a new subscriber to confirm.', { max: 120 }),
        text: template(
          'The e-mail itself, as plain text. Blank lines separate paragraphs.',
          {
            confirmUrl: 'the confirmation link',
            unsubscribeUrl: 'the unsubscribe link',
            hours: 'how many hours the link stays valid',
          },
          { max: 1500 },
        ),
      })
      .describe('The confirmation e-mail (double opt-in): nobody is on the list before they click its link.'),
  })
  .describe('Newsletter sign-up: the pages behind the e-mail links, and the confirmation e-mail.');

export const notFoundSchema = z
  .strictObject({
    seo,
    code: text('Big code shown on the page.', { max: 5 }),
    title: text('Heading of the page (its h1).', { max: 60 }),
    text: text('Sentence under the heading.', { max: 200 }),
    home: text('Text of the link home.', { max: 30 }),
    back: text('Text of the back button.', { max: 30 }),
    servicesTitle: text('Heading above the list of services.', { max: 40 }),
    services: z
      .array(
        refersTo(
          z.string().describe('A service, by the name in its address (e.g. chatbots), as in content/services.yaml.'),
          'service',
        ),
      )
      .length(4)
      .describe('Slugs of the four services listed.'),
    industriesTitle: text('Heading above the list of industries.', { max: 40 }),
    industries: z
      .array(
        refersTo(
          z
            .string()
            .describe('An industry, by the name in its address (e.g. real-estate), as in content/industries.yaml.'),
          'industry',
        ),
      )
      .length(4)
      .describe('Slugs of the four industries listed.'),
  })
  .describe('The 404 page.');

export const blogIndexSchema = z
  .strictObject({
    seo,
    heading: sectionHeading,
    author: text('Author label shown on every article, e.g. "{company} Team".', { max: 60 }),
    postsPerPage: z
      .number()
      .int()
      .min(3)
      .max(60)
      .describe('How many article cards one page of the blog shows before paginating.'),
    readMore: text('Text of the link on each card.', { max: 30 }),
    backToBlog: text('Text of the link back to the blog.', { max: 30 }),
    previousLabel: text('Label of the link to the previous article.', { max: 30 }),
    nextLabel: text('Label of the link to the next article.', { max: 30 }),
    feedTitle: text('Title of the RSS feed.', { max: 80 }),
    cta,
  })
  .describe('The blog index and shared article labels.');

export type About = z.infer<typeof aboutSchema>;
export type Contact = z.infer<typeof contactSchema>;
export type NotFound = z.infer<typeof notFoundSchema>;
export type BlogIndex = z.infer<typeof blogIndexSchema>;
export type Newsletter = z.infer<typeof newsletterSchema>;
