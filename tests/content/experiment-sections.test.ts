/**
 * An experiment whose variants replace a whole section of a landing page: what the check refuses
 * (each pinned with its file, line, column, field and message), and what a valid one makes of the
 * page on the day of the build (BUILD_NOW): every variant's section in its place, each in a box
 * shown to its variants only, variant a's as the page's own.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { formatProblem, type Problem } from '../../src/content/problems.ts';
import { PAGES } from '../../src/pages/by-kind.ts';
import { pageData } from '../../src/pages/data-hook.ts';
import type { landingData } from '../../src/pages/legal/page-data.ts';
import { pageHtml } from '../../src/pages/render.tsx';
import { checkFixture, cleanupFixtures, type FixtureCheck, LANDING_PAGE, positionOf } from './fixture.ts';

afterAll(cleanupFixtures);
afterEach(() => {
  vi.unstubAllEnvs();
});

const FILE = 'landing/spring-campaign.yaml';

/** Variant b shows other questions instead of the FAQ; c a text of its own instead of the page's. */
const EXPERIMENT = `experiment:
  name: spring-sections
  start: 2098-02-01
  end: 2098-03-31
  variants:
    - key: a
      share: 40
    - key: b
      share: 30
      sections:
        - type: faq
          heading:
            title: What owners ask first
          questions:
            - What is AI automation?
          replaces: faq
    - key: c
      share: 30
      sections:
        - type: text
          body: |
            ## Before you write

            Have a look at [the services](/services).
          replaces: text
`;

/** `search` replaced by `replacement` in `text`, exactly once. */
function edited(text: string, search: string, replacement: string): string {
  const at = text.indexOf(search);
  if (at === -1 || text.indexOf(search, at + 1) !== -1) throw new Error(`"${search}" must occur once`);
  return text.slice(0, at) + replacement + text.slice(at + search.length);
}

/** The check of the fixture with this landing page on this day; messages without their field's hint. */
function checkOn(day: string, text: string): FixtureCheck {
  vi.stubEnv('BUILD_NOW', `${day}T18:00:00Z`);
  const r = checkFixture({ [FILE]: text });
  return { ...r, found: r.found.map((p) => ({ ...p, message: p.message.split(' Hint: ')[0]! })) };
}

function at(r: FixtureCheck, needle: string, field: string, message: string, occurrence = 1): Problem {
  return { file: r.file(FILE), ...positionOf(r.read(FILE), needle, occurrence), field, message };
}

/** The landing page of a checked fixture: its data as the data hook makes it, and its HTML. */
function landingPage(r: FixtureCheck) {
  const route = r.routes.find((x) => x.kind === 'landing')!;
  const site = { content: r.content!, routes: r.routes, origin: 'https://preview.example.net', images: {} };
  const data = pageData(site, route, PAGES.landing.data);
  const props = data.props as ReturnType<typeof landingData>['props'];
  return { data: { ...data, props }, html: pageHtml(PAGES.landing.Page, data) };
}

describe('a variant that replaces a whole section', () => {
  it('while it runs: each variant’s section in its place, in a box shown to its variants only', () => {
    const r = checkOn('2098-03-01', `${LANDING_PAGE}${EXPERIMENT}`);
    expect(r.problems.map(formatProblem)).toEqual([]);
    const { data, html } = landingPage(r);
    expect(data.props.page.sections.map((s) => [s.id, s.type, s.variantOf])).toEqual([
      ['hero', 'hero', undefined],
      ['services', 'services', undefined],
      ['testimonials', 'testimonials', undefined],
      ['case-study', 'case-study', undefined],
      ['faq', 'faq', 'a c'],
      ['faq-b', 'faq', 'b'],
      ['text', 'text', 'a b'],
      ['text-c', 'text', 'c'],
      ['call-to-action', 'call-to-action', undefined],
      ['contact-form', 'contact-form', undefined],
    ]);
    // The questions of both FAQs are drawn; search engines read variant a's only.
    expect(data.props.sources.faqs.map((f) => f.question)).toEqual([
      'How long does implementation take?',
      'What is AI automation?',
    ]);
    const faqPage = (data.meta.jsonLd as Record<string, unknown>[]).find((d) => d['@type'] === 'FAQPage') as {
      mainEntity: { name: string }[];
    };
    expect(faqPage.mainEntity.map((q) => q.name)).toEqual(['How long does implementation take?']);
    expect(html).toMatch(/<div data-variant-of="a c"><section id="faq"/);
    expect(html).toMatch(
      /<div data-variant-of="b"><section id="faq-b"[^>]*>(?:(?!<\/section>).)*What owners ask first/s,
    );
    expect(html).toMatch(/<div data-variant-of="c"><div id="text-c"[^>]*>(?:(?!<\/div>).)*<h2[^>]*>Before you write/s);
    // Every element id once, though the page holds every variant.
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('before it starts the page as written; once b is kept, b’s section is the page’s own, under the id it replaces', () => {
    const before = landingPage(checkOn('2098-01-15', `${LANDING_PAGE}${EXPERIMENT}`));
    expect(before.html).not.toContain('data-variant-of');
    expect(before.html).not.toContain('What owners ask first');
    const r = checkOn(
      '2098-06-01',
      `${LANDING_PAGE}${edited(EXPERIMENT, '  end: 2098-03-31\n', '  end: 2098-03-31\n  keep: b\n')}`,
    );
    expect(r.problems.map(formatProblem)).toEqual([]);
    const { data, html } = landingPage(r);
    expect(data.props.page.sections.find((s) => s.id === 'faq')).toMatchObject({
      type: 'faq',
      heading: { title: 'What owners ask first' },
    });
    expect(data.props.page.sections.some((s) => 'replaces' in s || s.variantOf)).toBe(false);
    expect(html).not.toContain('data-variant-of');
    expect(html).toMatch(/<section id="faq"[^>]*>(?:(?!<\/section>).)*What owners ask first/s);
  });
});

describe('a page without a hero', () => {
  it('can run an experiment whose variants only replace sections', () => {
    const noHero = LANDING_PAGE.replace(/ {2}- type: hero\n(?: {4}.*\n)+/, '');
    const r = checkOn('2098-03-01', `${noHero}${EXPERIMENT}`);
    expect(r.problems.map(formatProblem)).toEqual([]);
    const { data } = landingPage(r);
    expect(data.props.page.sections.filter((s) => s.variantOf).map((s) => s.id)).toEqual([
      'faq',
      'faq-b',
      'text',
      'text-c',
    ]);
    // The pre-paint script picks the variant, as on a page with a hero.
    expect(data.meta.prePaint).toEqual({
      experiment: {
        name: 'spring-sections',
        variants: [
          { key: 'a', share: 40 },
          { key: 'b', share: 30 },
          { key: 'c', share: 30 },
        ],
      },
    });
  });
});

describe('the check refuses', () => {
  it('a section that replaces none of the page’s, or the hero', () => {
    const text = edited(edited(EXPERIMENT, 'replaces: faq', 'replaces: faq-2'), 'replaces: text', 'replaces: hero');
    const r = checkOn('2098-03-01', `${LANDING_PAGE}${text}`);
    expect(r.found).toEqual([
      at(
        r,
        'faq-2',
        'experiment.variants[1].sections[0].replaces',
        'is not a section of this page; its sections are services, testimonials, case-study, faq, text, call-to-action, contact-form.',
      ),
      at(
        r,
        'hero\n',
        'experiment.variants[2].sections[0].replaces',
        'is the hero: change its words, button or picture under hero instead of replacing it.',
        2,
      ),
    ]);
  });

  it('a second contact form, and a variant that takes away the only way to act', () => {
    const noForm = edited(LANDING_PAGE, '  - type: contact-form\n    title: Write to us\n', '');
    const text = edited(
      edited(EXPERIMENT, '        - type: faq\n', '        - type: contact-form\n          title: Ask us\n'),
      '          replaces: text\n',
      '          replaces: call-to-action\n',
    ).replace(
      / {10}heading:\n {12}title: What owners ask first\n {10}questions:\n {12}- What is AI automation\?\n/,
      '',
    );
    const r = checkOn('2098-03-01', `${LANDING_PAGE}${text}`);
    expect(r.found).toEqual([
      at(
        r,
        'contact-form\n',
        'experiment.variants[1].sections[0].type',
        'is a second contact-form section: the page holds the sections of every variant at once, and can have only a contact form.',
        2,
      ),
    ]);
    const s = checkOn('2098-03-01', `${noForm}${edited(EXPERIMENT, 'replaces: text', 'replaces: call-to-action')}`);
    expect(s.found).toEqual([
      at(
        s,
        'call-to-action\n',
        'experiment.variants[2].sections[0].replaces',
        'takes the place of the page’s only call to action or contact form (call-to-action), so variant c would give the visitor no way to act. Replace another section, or make this one a call to action or contact form.',
        2,
      ),
    ]);
  });

  it('two sections in one variant', () => {
    const faqB = EXPERIMENT.slice(EXPERIMENT.indexOf('        - type: faq\n'), EXPERIMENT.indexOf('    - key: c'));
    const text = edited(EXPERIMENT, '          replaces: text\n', `          replaces: text\n${faqB}`);
    const r = checkOn('2098-03-01', `${LANDING_PAGE}${text}`);
    expect(r.found).toEqual([
      at(r, '- type: text', 'experiment.variants[2].sections', 'has too many items: at most 1 (now 2).', 2),
    ]);
  });

  it('a section in variant a', () => {
    const variantA = '    - key: a\n      share: 40\n';
    const textC = EXPERIMENT.slice(EXPERIMENT.indexOf('      sections:\n        - type: text'));
    const r = checkOn('2098-03-01', `${LANDING_PAGE}${edited(EXPERIMENT, variantA, `${variantA}${textC}`)}`);
    expect(r.found).toEqual([
      at(
        r,
        '- type: text',
        'experiment.variants[0].sections',
        'belongs to variant a, which is the page as written: change the section itself, or make this variant b.',
        2,
      ),
    ]);
  });

  it('a question of a variant’s section that is not in faqs.yaml, as one of the page’s', () => {
    const text = edited(EXPERIMENT, '- What is AI automation?', '- What is AI automaton?');
    const r = checkOn('2098-03-01', `${LANDING_PAGE}${text}`);
    expect(r.found).toEqual([
      expect.objectContaining({
        ...positionOf(r.read(FILE), 'What is AI automaton?'),
        field: 'experiment.variants[1].sections[0].questions[0]',
        message: expect.stringContaining('"What is AI automaton?"'),
      }),
    ]);
  });
});
