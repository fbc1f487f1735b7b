/**
 * `content/ui.yaml`: the short interface texts the site wraps around the content, grouped by
 * where they appear: names that screen readers announce for menus and regions, link hints,
 * and formats with placeholders ("By {author}"). The words of each page live in its own file.
 */
import { z } from 'zod';
import { template, text } from './common.ts';

/** Screen-reader name of a region of the page; the visitor never sees it. */
const regionName = (where: string, example: string) =>
  text(`Name screen readers announce for ${where}, e.g. "${example}". Not shown on the page.`, { max: 40 });

/** A text with a number in it, in two forms: for exactly 1, and for any other number. */
const countForms = (what: string, one: string, other: string) =>
  z
    .strictObject({
      one: template(`${what} when the number is 1, e.g. "${one}".`, { count: 'the number' }, { max: 60 }),
      other: template(`${what} for any other number, e.g. "${other}".`, { count: 'the number' }, { max: 60 }),
    })
    .describe(`${what}, read by screen readers as the slider moves.`);

const pageName = (page: string, example: string) =>
  text(`Name of ${page} in breadcrumb trails and search results, e.g. "${example}".`, { max: 40 });

export const uiSchema = z
  .strictObject({
    newTab: text(
      'Added after every link that opens in a new browser tab, read by screen readers only, e.g. "(opens in a new tab)".',
      { max: 40 },
    ),
    header: z
      .strictObject({
        mainMenu: regionName('the menu at the top of large screens', 'Main'),
        mobileMenu: regionName('the menu that opens on phones', 'Mobile'),
        menuButton: text('Name of the button that opens the menu on phones (read by screen readers), e.g. "Menu".', {
          max: 30,
        }),
        allIndustries: text(
          'Last link of the Industries dropdown, to the industries overview, e.g. "All industries".',
          {
            max: 40,
          },
        ),
        search: text(
          'Link to the search page: beside the menu on large screens (an icon, the text read by screen readers) and in the phone menu, e.g. "Search".',
          { max: 30 },
        ),
      })
      .describe('The header on every page.'),
    footer: z
      .strictObject({
        links: regionName('the footer’s quick links and legal links', 'Footer'),
        newsletterEmail: text(
          'Label of the newsletter e-mail field, read by screen readers (the field shows the placeholder from site.yaml), e.g. "Email address".',
          { max: 40 },
        ),
      })
      .describe('The footer on every page.'),
    cookieBanner: regionName('the cookie banner', 'Cookie consent'),
    breadcrumbs: z
      .strictObject({
        trail: regionName('the breadcrumb trail above page headings', 'Breadcrumb'),
        home: pageName('the home page', 'Home'),
        services: pageName('the services overview', 'Services'),
        industries: pageName('the industries overview', 'Industries'),
        blog: pageName('the blog', 'Blog'),
        blogPage: template(
          'Name of a further page of the blog in breadcrumb trails, e.g. "Blog, page {page}".',
          { page: 'the page number' },
          { max: 40 },
        ),
        about: pageName('the about page', 'About'),
        contact: pageName('the contact page', 'Contact'),
      })
      .describe('Breadcrumb trails (and the page names search engines show in them).'),
    blog: z
      .strictObject({
        rssLink: text('Text of the link to the RSS feed under the blog heading, e.g. "RSS feed".', { max: 30 }),
        searchLink: text('Text of the link to the search page under the blog heading, e.g. "Search the articles".', {
          max: 40,
        }),
        cards: regionName('the list of article cards', 'Articles'),
        pagination: regionName('the page numbers under the article cards', 'Blog pages'),
        pageNumber: text(
          'Word screen readers read before each page number, e.g. "Page" (read as "Page 2"). Not shown on the page.',
          { max: 20 },
        ),
        pageHeading: template(
          'Heading of the further pages of the blog, e.g. "{title} (page {page})".',
          { title: 'the blog heading from blog.yaml', page: 'the page number' },
          { max: 120 },
        ),
        pageTitle: template(
          'Browser tab and search-result title of the further pages of the blog, e.g. "{title} – Page {page}".',
          { title: 'the blog title from blog.yaml (seo.title)', page: 'the page number' },
          { max: 100 },
        ),
      })
      .describe('The blog index pages.'),
    article: z
      .strictObject({
        readTime: template(
          'Reading time on article cards and articles, e.g. "{minutes} min read".',
          { minutes: 'the article’s reading time' },
          { max: 30 },
        ),
        byline: template(
          'Author line of every article, e.g. "By {author}".',
          { author: 'the author from blog.yaml' },
          { max: 40 },
        ),
        summary: regionName('the short summary box at the top of an article', 'Summary'),
        summaryTitle: text('Title of the short summary box at the top of an article, e.g. "TL;DR".', { max: 30 }),
        moreArticles: regionName('the previous/next article links at the end of an article', 'More articles'),
        draft: text(
          'Label on an article or landing page marked as a draft. Only deploy previews show such pages, never the live site, e.g. "Draft".',
          { max: 40 },
        ),
        scheduled: template(
          'Label on an article or landing page dated after today. Only deploy previews show it before its date, e.g. "Scheduled for {date}".',
          { date: 'its date' },
          { max: 60 },
        ),
      })
      .describe('Articles and article cards.'),
    legal: z
      .strictObject({
        updated: text('Words before the date under the heading of a legal page, e.g. "Last updated".', { max: 30 }),
      })
      .describe('The legal pages.'),
    caseStudy: z
      .strictObject({
        duration: template(
          'Length of a treatment or offer in a case study, e.g. "{minutes} min".',
          { minutes: 'the number of minutes' },
          { max: 20 },
        ),
      })
      .describe('The case-study pages.'),
    testimonials: z
      .strictObject({
        rating: template(
          'What screen readers read for the stars of a review, e.g. "Rated {rating} out of 5 stars".',
          { rating: 'the number of stars' },
          { max: 60 },
        ),
      })
      .describe('Client reviews on the home and about pages.'),
    roi: z
      .strictObject({
        employees: countForms('The employees slider’s value', '{count} employee', '{count} employees'),
        wage: template(
          'The hourly wage slider’s value, read by screen readers, e.g. "{amount} per hour".',
          { amount: 'the amount in dollars' },
          { max: 40 },
        ),
        hours: countForms(
          'The weekly hours slider’s value: hours of each employee, as the calculator counts them',
          '{count} hour per employee per week',
          '{count} hours per employee per week',
        ),
        hoursShort: template(
          'The weekly hours as shown next to the slider and under its ends, e.g. "{hours}h".',
          { hours: 'the number of hours' },
          { max: 20 },
        ),
      })
      .describe('The ROI calculator on the home page.'),
    contactForm: z
      .strictObject({
        trapLabel: text('Label of a hidden field that only spam robots fill in; people never see it, e.g. "Website".', {
          max: 30,
        }),
      })
      .describe('The contact form (the rest of its copy is in contact.yaml).'),
  })
  .describe('Interface texts shared by many pages: screen-reader names, link hints and formats.');

export type Ui = z.infer<typeof uiSchema>;
