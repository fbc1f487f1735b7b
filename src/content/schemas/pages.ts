/** `content/about.yaml`, `content/contact.yaml`, `content/not-found.yaml`, `content/blog.yaml`. */
import { z } from 'zod';
import { cta, itemNames, sectionHeading, seo, stat, template, text } from './common.ts';

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
        failure: text('Alert shown when sending failed.', { max: 200 }),
        successTitle: text('Title of the thank-you dialog.', { max: 40 }),
        successText: text('Text of the thank-you dialog.', { max: 200 }),
        close: text('Text of the dialog’s close button.', { max: 20 }),
        privacyNote: template(
          'Line under the button about how the data is used; {link} is where the privacy link goes.',
          { link: 'the privacy link (privacyLink)' },
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
          .array(z.string().describe('An industry slug from content/industries.yaml.'))
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
  })
  .describe('The contact page.');

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
      .array(z.string().describe('A service slug from content/services.yaml.'))
      .length(4)
      .describe('Slugs of the four services listed.'),
    industriesTitle: text('Heading above the list of industries.', { max: 40 }),
    industries: z
      .array(z.string().describe('An industry slug from content/industries.yaml.'))
      .length(4)
      .describe('Slugs of the four industries listed.'),
  })
  .describe('The 404 page.');

export const blogIndexSchema = z
  .strictObject({
    seo,
    heading: sectionHeading,
    author: text('Author label shown on every article, e.g. "Lakeshore AI Team".', { max: 60 }),
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
