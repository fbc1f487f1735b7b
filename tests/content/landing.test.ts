/**
 * Campaign landing pages (content/landing/<slug>.yaml): a valid page becomes a route with the
 * anchors of its sections, in the sitemap unless noindex, and drafts and scheduled pages behave
 * like posts. Every refusal is pinned with its exact file, line, column, field and message, as in
 * errors.test.ts.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { formatProblem, type Problem } from '../../src/content/problems.ts';
import { SECTION_TYPES } from '../../src/content/schemas/landing.ts';
import { sitemapXml } from '../../src/lib/site-files.ts';
import { checkFixture, cleanupFixtures, type FixtureCheck, LANDING_PAGE, positionOf } from './fixture.ts';

afterAll(cleanupFixtures);
afterEach(() => {
  vi.unstubAllEnvs();
});

const FILE = 'landing/spring-campaign.yaml';

const PAGE = LANDING_PAGE;

/** The page with `search` replaced by `replacement` (exactly once). */
function edited(search: string, replacement: string, page = PAGE): string {
  const at = page.indexOf(search);
  if (at === -1 || page.indexOf(search, at + 1) !== -1) throw new Error(`"${search}" must occur once`);
  return page.slice(0, at) + replacement + page.slice(at + search.length);
}

/** The problem expected at the `occurrence`-th `needle` of the landing page. */
function at(r: FixtureCheck, needle: string, field: string, message: string, occurrence = 1, rel = FILE): Problem {
  return { file: r.file(rel), ...positionOf(r.read(rel), needle, occurrence), field, message };
}

function expectProblems(r: FixtureCheck, expected: Problem[]) {
  expect(r.found).toEqual(expected);
  expect(r.content).toBeUndefined();
}

describe('a valid landing page', () => {
  it('becomes the page /<slug> with an anchor per section, in the sitemap', () => {
    const r = checkFixture({ [FILE]: PAGE });
    expect(r.problems.map(formatProblem)).toEqual([]);
    const route = r.routes.find((x) => x.path === '/spring-campaign');
    expect(route).toMatchObject({ kind: 'landing', slug: 'spring-campaign', indexable: true, lastmod: '2025-01-10' });
    expect(route!.anchors).toEqual([
      'main',
      'hero',
      'services',
      'testimonials',
      'case-study',
      'faq',
      'text',
      'call-to-action',
      'contact-form',
      'next-steps',
    ]);
    expect(sitemapXml(r.routes, 'https://www.example.com')).toContain(
      '<loc>https://www.example.com/spring-campaign</loc><lastmod>2025-01-10</lastmod>',
    );
    const page = r.content!.landing[0]!;
    expect(page.status).toBe('live');
    const text = page.sections.find((s) => s.type === 'text');
    expect(text).toMatchObject({ id: 'text' });
    expect(text && 'html' in text ? text.html : '').toContain('<a href="#faq">questions</a>');
  });

  it('numbers the anchors of repeated section types from the second on', () => {
    const twice = edited('  - type: call-to-action\n', '  - type: text\n    body: More.\n  - type: call-to-action\n');
    const r = checkFixture({ [FILE]: twice });
    expect(r.problems.map(formatProblem)).toEqual([]);
    expect(r.routes.find((x) => x.path === '/spring-campaign')!.anchors).toContain('text-2');
  });

  it('with noindex: true has its page but stays out of the sitemap', () => {
    const r = checkFixture({ [FILE]: edited('date: 2025-01-10\n', 'date: 2025-01-10\nnoindex: true\n') });
    expect(r.routes.find((x) => x.path === '/spring-campaign')).toMatchObject({ indexable: false });
    expect(sitemapXml(r.routes, 'https://www.example.com')).not.toContain('spring-campaign');
  });

  it('as a draft or dated after today: no page in a live build; a noindex page in a preview', () => {
    vi.stubEnv('BUILD_NOW', '2025-03-10T17:00:00Z');
    const draft = edited('date: 2025-01-10\n', 'date: 2025-01-10\ndraft: true\n');
    const scheduled = edited('date: 2025-01-10\n', 'date: 2025-03-11\n');
    for (const text of [draft, scheduled]) {
      const live = checkFixture({ [FILE]: text });
      expect(live.problems).toEqual([]);
      expect(live.routes.map((x) => x.path)).not.toContain('/spring-campaign');
      expect(live.content!.landing).toEqual([]);
    }
    vi.stubEnv('PREVIEW', '1');
    for (const [text, status] of [
      [draft, 'draft'],
      [scheduled, 'scheduled'],
    ]) {
      const preview = checkFixture({ [FILE]: text! });
      expect(preview.routes.find((x) => x.path === '/spring-campaign')).toMatchObject({ indexable: false });
      expect(preview.content!.landing.map((p) => p.status)).toEqual([status]);
      expect(sitemapXml(preview.routes, 'https://www.example.com')).not.toContain('spring-campaign');
    }
  });

  it('a link from another file to one of its sections is checked against its anchors', () => {
    const r = checkFixture({
      [FILE]: PAGE,
      'blog/first-steps.md': (t) => `${t}\n[Spring offer](/spring-campaign#contact-forms)\n`,
    });
    expectProblems(r, [
      at(
        r,
        '[Spring offer]',
        'body',
        'link "/spring-campaign#contact-forms" points at #contact-forms, which does not exist on /spring-campaign. Did you mean #contact-form? Available: #main, #hero, #services, #testimonials, #case-study, #faq, #text, #call-to-action, #contact-form, #next-steps.',
        1,
        'blog/first-steps.md',
      ),
    ]);
  });
});

describe('refused landing pages', () => {
  it('an unknown section type: the allowed types and the likely one, at the type', () => {
    const r = checkFixture({ [FILE]: edited('  - type: services\n', '  - type: servics\n') });
    const allowed = SECTION_TYPES.map((t) => `"${t}"`).join(', ');
    expectProblems(r, [
      at(
        r,
        'servics',
        'sections[1].type',
        `must be one of: ${allowed} (got "servics"). Did you mean "services"? Hint: One section of the page; its type decides which fields it has.`,
      ),
    ]);
    expect(r.problems.map(formatProblem)[0]).toBe(
      `${r.file(FILE)}:15:11 sections[1].type in section 2 ("servics"): must be one of: ${allowed} (got "servics"). Did you mean "services"? Hint: One section of the page; its type decides which fields it has.`,
    );
  });

  it('a section without a type', () => {
    const r = checkFixture({ [FILE]: edited('  - type: case-study\n    study:', '  - study:') });
    expectProblems(r, [
      at(
        r,
        'study: restaurants',
        'sections[3].type',
        `is required: it names the kind, one of: ${SECTION_TYPES.map((t) => `"${t}"`).join(', ')}. Hint: One section of the page; its type decides which fields it has.`,
      ),
    ]);
  });

  it('a field of another section type: the fields this type allows', () => {
    const r = checkFixture({
      [FILE]: edited('    linkLabel: Read the case study\n', '    linkLabel: Read it\n    names: []\n'),
    });
    expectProblems(r, [
      at(
        r,
        'names: []',
        'sections[3].names',
        'unknown field "names". Allowed fields here: type, study, linkLabel. Check the spelling or remove it.',
      ),
    ]);
  });

  it('chosen entries that do not exist: a service, a review, a case study, a question', () => {
    let page = edited('      - chatbots\n', '      - chatbot\n');
    page = edited('      - Maria Gonzalez\n', '      - Maria Gonzales\n', page);
    page = edited('study: restaurants', 'study: hotels', page);
    page = edited('How long does implementation take?', 'How long does it take?', page);
    const r = checkFixture({ [FILE]: page });
    expectProblems(r, [
      at(
        r,
        'chatbot\n',
        'sections[1].items[1]',
        '"chatbot" is not a service slug in content/services.yaml. Did you mean "chatbots"? Allowed: "ai-automation", "voice-agents", "chatbots", "booking-systems".',
      ),
      at(
        r,
        'Maria Gonzales',
        'sections[2].names[0]',
        '"Maria Gonzales" is not the name of a review in content/testimonials.yaml. Did you mean "Maria Gonzalez"? Allowed: "Maria Gonzalez".',
      ),
      at(
        r,
        'study:',
        'sections[3].study',
        '"hotels" is not a case study in content/case-studies/. Allowed: "restaurants".',
      ),
      at(
        r,
        'How long does it take?',
        'sections[4].questions[0]',
        '"How long does it take?" is not a question in content/faqs.yaml. Allowed: "What is AI automation?", "How long does implementation take?".',
      ),
    ]);
  });

  it('an industry slug that does not exist', () => {
    const r = checkFixture({
      [FILE]: edited(
        '  - type: call-to-action\n',
        '  - type: industries\n    heading:\n      title: Where\n    items:\n      - hotel\n  - type: call-to-action\n',
      ),
    });
    expectProblems(r, [
      at(
        r,
        'hotel\n',
        'sections[6].items[0]',
        '"hotel" is not an industry slug in content/industries.yaml. Did you mean "hotels"? Allowed: "restaurants", "hotels", "healthcare", "ecommerce".',
      ),
    ]);
  });

  it('a slug that another page has: the about page, a legal page, the blog', () => {
    const r = checkFixture({
      'landing/about.yaml': PAGE,
      'landing/privacy-policy.yaml': PAGE,
      'landing/blog.yaml': PAGE,
    });
    const collision = (slug: string, other: string) =>
      at(
        r,
        'title:',
        '',
        `becomes the page /${slug}, which ${r.file(other)} already is. Two pages cannot share one address: one of them would silently disappear. Rename ${slug}.yaml so that it gets an address of its own.`,
        1,
        `landing/${slug}.yaml`,
      );
    expectProblems(r, [
      collision('about', 'about.yaml'),
      collision('blog', 'blog.yaml'),
      collision('privacy-policy', 'legal/privacy-policy.md'),
    ]);
    expect(r.problems.map(formatProblem)[0]).toBe(
      `${r.file('landing/about.yaml')}:2:1 becomes the page /about, which ${r.file('about.yaml')} already is. Two pages cannot share one address: one of them would silently disappear. Rename about.yaml so that it gets an address of its own.`,
    );
  });

  it("a draft's slug too: it has no page yet, but will (and has one in every preview)", () => {
    const r = checkFixture({ 'landing/contact.yaml': edited('date: 2025-01-10\n', 'date: 2025-01-10\ndraft: true\n') });
    expectProblems(r, [
      at(
        r,
        'title:',
        '',
        `becomes the page /contact, which ${r.file('contact.yaml')} already is. Two pages cannot share one address: one of them would silently disappear. Rename contact.yaml so that it gets an address of its own.`,
        1,
        'landing/contact.yaml',
      ),
    ]);
  });

  it('a slug the site keeps for something else (/admin, /images)', () => {
    const r = checkFixture({ 'landing/admin.yaml': PAGE, 'landing/images.yaml': PAGE });
    expectProblems(r, [
      at(
        r,
        'title:',
        '',
        'becomes the page /admin, an address the site keeps for the editor: the two would clash. Rename admin.yaml so that it gets an address of its own.',
        1,
        'landing/admin.yaml',
      ),
      at(
        r,
        'title:',
        '',
        'becomes the page /images, an address the site keeps for the pictures: the two would clash. Rename images.yaml so that it gets an address of its own.',
        1,
        'landing/images.yaml',
      ),
    ]);
  });

  it('a page without a call to action or a contact form, at its sections', () => {
    const withoutForm = PAGE.slice(0, PAGE.indexOf('  - type: call-to-action'));
    const r = checkFixture({ [FILE]: withoutForm });
    expectProblems(r, [
      at(
        r,
        '- type: hero',
        'sections',
        'has no call to action or contact form. Add a Call to action section (type: call-to-action) or a Contact form section (type: contact-form): a campaign page must let the visitor act. Hint: The sections of the page, top to bottom. A page needs at least a call to action or a contact form.',
      ),
    ]);
  });

  it('a second contact form, and a hero that is not the first section', () => {
    const hero = PAGE.slice(PAGE.indexOf('  - type: hero'), PAGE.indexOf('  - type: services'));
    const page = `${edited(hero, '')}${hero}  - type: contact-form\n    title: Again\n`;
    const r = checkFixture({ [FILE]: page });
    expectProblems(r, [
      at(
        r,
        'hero',
        'sections[7].type',
        'is the top of the page: move the hero section to the first place of sections. Hint: The kind of section: hero (Hero).',
      ),
      at(
        r,
        'contact-form\n    title: Again',
        'sections[8].type',
        'is a second contact-form section. A page can have only a contact form: remove one of them. Hint: The kind of section: contact-form (Contact form).',
      ),
    ]);
  });

  it('an FAQ section without questions, and a highlight that is not in the hero title', () => {
    let page = edited('    questions:\n      - How long does implementation take?\n', '');
    page = edited('highlight: every table', 'highlight: every seat', page);
    const r = checkFixture({ [FILE]: page });
    expectProblems(r, [
      at(
        r,
        'every seat',
        'sections[0].highlight',
        '"every seat" does not appear in title. The highlight must be part of the headline, written the same way. Hint: Part of the headline shown in the accent colour (optional); must appear in the title as written.',
      ),
      at(
        r,
        'faq',
        'sections[4].type',
        'has no questions. Choose some from content/faqs.yaml under questions, or write your own under items. Hint: The kind of section: faq (FAQ).',
      ),
    ]);
  });
});

describe('the Markdown of a rich-text section', () => {
  it('is checked like an article, each problem at its line and column in the YAML file', () => {
    const body = [
      '      Intro <b>bold</b> text.',
      '',
      '      # A second title',
      '',
      '      See [the FAQ](#faqs) and [our work](/industries/restaurant).',
      '',
    ].join('\n');
    const r = checkFixture({
      [FILE]: edited(
        '      Read [the case study](/industries/restaurants) or the [questions](#faq).\n\n      ## Next steps\n',
        `${body}\n`,
      ),
    });
    const field = 'sections[5].body';
    expectProblems(r, [
      at(r, '<b>', field, 'contains raw HTML. Use Markdown instead (## headings, **bold**, [text](/link), lists).'),
      at(r, '</b>', field, 'contains raw HTML. Use Markdown instead (## headings, **bold**, [text](/link), lists).'),
      at(r, '# A second', field, 'uses a level-1 heading (# ). The title is the page’s only h1: use ## for sections.'),
      at(
        r,
        '[the FAQ]',
        field,
        'link "#faqs" points at #faqs, which does not exist on /spring-campaign. Did you mean #faq? Available: #main, #hero, #services, #testimonials, #case-study, #faq, #text, #call-to-action, #contact-form, #a-second-title.',
      ),
      at(
        r,
        '[our work]',
        field,
        'link "/industries/restaurant" leads to no page of this site. Did you mean /industries/restaurants?',
      ),
    ]);
  });

  it('an image that does not exist', () => {
    const r = checkFixture({ [FILE]: edited('      ## Next steps\n', '      ![Plan](/images/plan.svg)\n') });
    expectProblems(r, [
      at(
        r,
        '![Plan]',
        'sections[5].body',
        'image "/images/plan.svg" does not exist. Add the file to public/images/plan.svg or fix the path.',
      ),
    ]);
  });
});
