/**
 * `content/search.yaml`: the search page (/search), the words around its field and its results,
 * and the name each kind of page goes by in a result.
 */
import { z } from 'zod';
import { sectionHeading, seo, template, text } from './common.ts';

const kindName = (kind: string, example: string) =>
  text(`Shown on every search result that is ${kind}, e.g. "${example}".`, { max: 30 });

// One name for every kind of page search finds: SEARCH_KINDS in src/content/routes.ts names one of
// these for each kind of page it lets into the index (the route table imports the schema, not back).
const kinds = z
  .strictObject({
    article: kindName('an article of the blog', 'Article'),
    caseStudy: kindName('a case study', 'Case study'),
    services: kindName('the services overview', 'Services'),
    industries: kindName('the industries overview', 'Industries'),
    about: kindName('the about page', 'About us'),
    landing: kindName('a campaign landing page', 'Solution'),
  })
  .describe('What kind of page each result is, in a word or two.');

/** The name a kind of page goes by in search results (a key of `kinds` in content/search.yaml). */
export type SearchKind = keyof z.infer<typeof kinds>;

const withQuery = (description: string, example: string) =>
  template(`${description}, e.g. "${example}".`, { query: 'the words the visitor searched for' }, { max: 80 });

export const searchSchema = z
  .strictObject({
    seo,
    heading: sectionHeading,
    label: text('Label of the search field, e.g. "Search the site".', { max: 40 }),
    placeholder: text('Example words shown in the empty field, e.g. "chatbots, vibe coding…".', { max: 60 }),
    submit: text('Text of the search button, e.g. "Search".', { max: 20 }),
    results: z
      .strictObject({
        one: withQuery('The line above the results when exactly one page matches', '1 result for “{query}”'),
        other: template(
          'The line above the results when several pages match, e.g. "{count} results for “{query}”".',
          { count: 'the number of results', query: 'the words the visitor searched for' },
          { max: 80 },
        ),
        none: withQuery('The line shown when nothing matches', 'Nothing matches “{query}”.'),
      })
      .describe('The line that says how many pages match; screen readers read it out as it changes.'),
    noResultsHint: template(
      'Sentence under "nothing matches", with a link to the blog where {link} stands, e.g. "Try other words, or browse {link}."',
      { link: 'a link to the blog, whose text is the field "No results link"' },
      { max: 160 },
    ),
    noResultsLink: text('Text of the link to the blog in that sentence, e.g. "the blog".', { max: 40 }),
    more: text('Button under the results that shows the next ones, e.g. "Show more results".', { max: 40 }),
    unavailable: text(
      'Shown when the search cannot load (a network problem), e.g. "Search is not available right now. Please try again later."',
      { max: 160 },
    ),
    noScript: text(
      'Shown to browsers with JavaScript turned off, which cannot search, e.g. "Search needs JavaScript. The blog lists every article."',
      { max: 200 },
    ),
    kinds,
  })
  .describe('The search page: its field, the line that counts the results, and the names of kinds of page.');

export type Search = z.infer<typeof searchSchema>;
