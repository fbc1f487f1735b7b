// The editor's configuration (public/admin/config.yml) is generated from the zod schemas and
// the editor settings in content/site.yaml, never hand-written: it must be fresh, cover every
// content file and folder, and carry the schemas' rules as Decap's own field rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { type DecapField, decapFields, labelOf, singularOf } from '../../scripts/build/decap-config.ts';
import { DECAP_CONFIG, generateDecapConfig } from '../../scripts/build/schemas.ts';
import { DATE_HINT, WIDGETS } from '../../src/admin/field-notes.ts';
import { PUBLICATION_FIELD } from '../../src/admin/scheduled.ts';
import { checkContent } from '../../src/content/index.ts';
import { COLLECTION_DIRS, DATA_FILES } from '../../src/content/load.ts';
import { findRoute } from '../../src/content/routes.ts';
import { landingSection, SECTION_TYPES } from '../../src/content/schemas/landing.ts';

const config = parse(generateDecapConfig()) as {
  backend: Record<string, unknown>;
  publish_mode: string;
  site_url: string;
  show_preview_links: boolean;
  local_backend?: unknown;
  media_folder: string;
  public_folder: string;
  media_processing: Record<string, unknown>;
  collections: {
    name: string;
    folder?: string;
    files?: { name: string; file: string; preview_path: string; fields: DecapField[] }[];
    fields?: DecapField[];
    preview_path?: string;
    media_folder?: string;
    public_folder?: string;
  }[];
};
const pages = config.collections.find((c) => c.name === 'pages')!;
const fieldsOf = (file: string) => pages.files!.find((f) => f.name === file)!.fields;
const find = (fields: DecapField[], ...names: string[]): DecapField => {
  let current: DecapField | undefined;
  let list = fields;
  for (const name of names) {
    current = list.find((f) => f.name === name);
    if (!current) throw new Error(`no field ${names.join('.')}`);
    list = (current.fields as DecapField[]) ?? [];
  }
  return current!;
};

describe('the generated Decap configuration', () => {
  it('is committed as generated (npm run schemas keeps it fresh)', () => {
    expect(readFileSync(DECAP_CONFIG, 'utf8')).toBe(generateDecapConfig());
  });

  it('takes repository, branch and sign-in from content/site.yaml, with the editorial workflow', () => {
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'lakeshore-ai/website',
      branch: 'main',
      base_url: 'https://api.netlify.com',
      auth_endpoint: 'auth',
    });
    expect(config.publish_mode).toBe('editorial_workflow');
    // The local backend is the page's to name (npm start serves it with a token), never the file's.
    expect(config.local_backend).toBeUndefined();
  });

  it('covers every content file and every folder', () => {
    expect(pages.files!.map((f) => f.file).sort()).toEqual(
      Object.values(DATA_FILES)
        .map(({ file }) => `content/${file}`)
        .sort(),
    );
    const folders = config.collections.filter((c) => c.folder).map((c) => c.folder);
    expect(folders.sort()).toEqual(
      Object.values(COLLECTION_DIRS)
        .map((d) => `content/${d}`)
        .sort(),
    );
  });

  it('carries the schema rules: lists with bounds, enums as selects, numbers, dates, images, Markdown', () => {
    expect(find(fieldsOf('faqs'), 'items')).toMatchObject({ widget: 'list', min: 1, max: 20 });
    expect(find(fieldsOf('faqs'), 'items', 'answer')).toMatchObject({
      widget: 'counted-text',
      max_length: 1200,
      hint: 'The answer shown when the question is opened (plain text). At most 1200 characters.',
      pattern: ['^[\\s\\S]{0,1200}$', 'is too long: at most 1200 characters.'],
    });
    expect(find(fieldsOf('testimonials'), 'items', 'rating')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      max: 5,
    });
    const posts = config.collections.find((c) => c.name === 'posts')!;
    expect(find(posts.fields!, 'color')).toMatchObject({
      widget: 'select',
      options: ['blue', 'violet', 'emerald', 'amber', 'rose', 'cyan'],
    });
    expect(find(posts.fields!, 'date')).toMatchObject({
      widget: 'publication-date',
      draft_field: 'draft',
      format: 'YYYY-MM-DD',
      time_format: false,
    });
    expect(find(posts.fields!, 'image')).toMatchObject({ widget: 'image' });
    expect(find(posts.fields!, 'tldr')).toMatchObject({ required: false });
    expect(find(posts.fields!, 'title')).not.toHaveProperty('required');
    expect(posts.fields!.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
    expect(posts).toMatchObject({ media_folder: '/public/images/blog', public_folder: '/images/blog' });
    expect(find(fieldsOf('site'), 'contact', 'phones')).toMatchObject({ widget: 'list' });
  });

  it('gives landing pages their sections as a list with variable types: one per member of the union, every field with its hint', () => {
    const landing = config.collections.find((c) => c.name === 'landing')!;
    expect(landing).toMatchObject({ folder: 'content/landing', extension: 'yaml', preview_path: '{{slug}}' });
    type Typed = DecapField & { types: (DecapField & { hint: string; fields: DecapField[] })[] };
    const sections = find(landing.fields!, 'sections') as Typed;
    expect(sections).toMatchObject({ widget: 'list', min: 1, max: 20 });
    expect(sections).not.toHaveProperty('fields');
    expect(sections).not.toHaveProperty('typeKey'); // Decap's default, "type"
    expect(sections.types.map((t) => t.name)).toEqual(SECTION_TYPES);
    for (const [i, type] of sections.types.entries()) {
      const member = landingSection.options[i]!;
      expect(type).toMatchObject({ widget: 'object', label: member.meta()!.title, hint: member.description });
      // Decap writes the type itself: it is no field of the type.
      expect(type.fields.map((f) => f.name)).toEqual(Object.keys(member.shape).filter((k) => k !== 'type'));
    }
    const withoutHint = (fields: DecapField[], at: string): string[] =>
      fields.flatMap((f) => [
        ...(f.hint ? [] : [`${at}.${f.name}`]),
        ...withoutHint((f.fields as DecapField[]) ?? [], `${at}.${f.name}`),
      ]);
    expect(sections.types.flatMap((t) => withoutHint(t.fields, t.name))).toEqual([]);
    const hero = sections.types.find((t) => t.name === 'hero')!;
    // Every field of a section is a field like any other: its rule in the hint, a counter.
    expect(find(hero.fields, 'title')).toMatchObject({
      widget: 'counted-string',
      hint: 'Headline of the page (its only h1). At most 90 characters.',
    });
    expect(find(hero.fields, 'image')).toMatchObject({ widget: 'image' });
    expect(find(sections.types.find((t) => t.name === 'text')!.fields, 'body')).toMatchObject({ widget: 'markdown' });
    expect(landing).toMatchObject({ media_folder: '/public/images/landing', public_folder: '/images/landing' });
  });

  it('makes a list with variable types of any array of a discriminated union, naming a key other than "type"', () => {
    const shape = z.strictObject({
      blocks: z.array(
        z.discriminatedUnion('kind', [
          z.strictObject({ kind: z.literal('quote'), text: z.string().describe('The quote.') }).describe('A quote.'),
          z.strictObject({ kind: z.literal('video'), url: z.string().describe('Its address.') }).describe('A video.'),
        ]),
      ),
    });
    expect(decapFields({ schema: shape })[0]).toMatchObject({
      name: 'blocks',
      widget: 'list',
      typeKey: 'kind',
      types: [
        {
          name: 'quote',
          label: 'Quote',
          widget: 'object',
          hint: 'A quote.',
          fields: [{ name: 'text', hint: 'The quote.' }],
        },
        {
          name: 'video',
          label: 'Video',
          widget: 'object',
          hint: 'A video.',
          fields: [{ name: 'url', hint: 'Its address.' }],
        },
      ],
    });
  });

  it('configures every date as a day saved YYYY-MM-DD, without a UTC label, and its hint says how the field takes one', () => {
    const dates: DecapField[] = [];
    const walk = (fields: DecapField[] | undefined) => {
      for (const field of fields ?? []) {
        if (field.widget === WIDGETS.day || field.widget === WIDGETS.date) dates.push(field);
        walk(field.fields as DecapField[] | undefined);
        walk(field.types as DecapField[] | undefined);
        if (field.field) walk([field.field as DecapField]);
      }
    };
    for (const collection of config.collections) {
      walk(collection.fields);
      for (const file of collection.files ?? []) walk(file.fields);
    }
    // The posts' and landing pages' publication dates, and the legal pages' last change.
    expect(dates.length).toBeGreaterThanOrEqual(3);
    for (const field of dates) {
      expect(field).toMatchObject({
        format: 'YYYY-MM-DD',
        date_format: 'YYYY-MM-DD',
        time_format: false,
        picker_utc: false,
      });
      expect(field.hint).toContain(DATE_HINT);
      // The day is counted in the site's time zone, never UTC, whatever the hint says first.
      expect(field.hint).not.toMatch(/\bUTC\b/);
    }
    const legal = config.collections.find((c) => c.name === 'legal')!;
    expect(find(legal.fields!, 'updated')).toMatchObject({ widget: WIDGETS.day });
  });

  it("shows the company's logo from Site settings on the sign-in screen and above the editor", () => {
    const site = checkContent().content!.site;
    expect((config as { logo?: unknown }).logo).toEqual({ src: site.company.logo, show_in_header: true });
  });

  it('labels fields for people', () => {
    expect(labelOf('firstName')).toBe('First name');
    expect(labelOf('cta')).toBe('Call to action');
    expect(labelOf('seo')).toBe('Search engines (SEO)');
  });

  // Moved from e2e/admin.spec.ts and e2e/admin-landing.spec.ts: the words of the lists an editor
  // opens in /admin come from this configuration, so they are read here.
  it('names the collections and the settings files as the editor lists them', () => {
    const labelOfCollection = (name: string) =>
      (config.collections.find((c) => c.name === name) as { label?: string } | undefined)?.label;
    expect(labelOfCollection('pages')).toBe('Pages and settings');
    expect(labelOfCollection('posts')).toBe('Blog posts');
    expect(labelOfCollection('landing')).toBe('Landing pages');
    const fileLabels = pages.files!.map((f) => (f as { label?: string }).label);
    for (const label of ['FAQs', 'Home page', 'Site settings (contact details, header, footer, banner)'])
      expect(fileLabels).toContain(label);
  });

  // Moved from e2e/admin.spec.ts: Decap shows a field's pattern refusal as "<label> <message>"
  // (the locale of src/admin/main.tsx), so these are the words on the refused fields.
  it('words the length refusals of a field as the check does, after its label', () => {
    const post = config.collections.find((c) => c.name === 'posts')!;
    const description = find(post.fields!, 'description');
    expect(description).toMatchObject({ label: 'Description' });
    expect(description.pattern).toEqual(['^[\\s\\S]{50,170}$', 'must be 50 to 170 characters long.']);
    const question = find(fieldsOf('faqs'), 'items', 'question');
    expect(question).toMatchObject({ label: 'Question' });
    expect(question.pattern).toEqual(['^[\\s\\S]{0,160}$', 'is too long: at most 160 characters.']);
    expect(find(fieldsOf('faqs'), 'items', 'answer')).toMatchObject({ label: 'Answer' });
    expect(find(fieldsOf('faqs'), 'items', 'answer')).not.toHaveProperty('required');
  });

  it("offers a new landing page every section type by its label, and its title's hint", () => {
    const landing = config.collections.find((c) => c.name === 'landing')!;
    const sections = find(landing.fields!, 'sections') as DecapField & { types: { label: string }[] };
    const labels = sections.types.map((t) => t.label);
    expect(labels).toHaveLength(SECTION_TYPES.length);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toContain('Case study teaser');
    expect(find(landing.fields!, 'title').hint).toMatch(/^Title of the page in the browser tab and search results/);
    // Each landing page in the list with its state: "Spring offer (Draft)".
    expect((landing as Record<string, unknown>).summary).toBe(`{{title}} ({{${PUBLICATION_FIELD}}})`);
  });

  it('links every entry to its page: on the deploy preview while in review, on the live site once published', () => {
    // A preview build's route table: drafts (the example landing page) have pages there too.
    const { content, routes } = checkContent({ preview: true });
    expect(config.site_url).toBe(content!.site.url);
    expect(config.show_preview_links).toBe(true);
    /** The route a preview path leads to, with its #anchor checked against the page. */
    const leadsTo = (previewPath: string) => {
      const route = findRoute(routes, previewPath.startsWith('/') ? previewPath : `/${previewPath}`);
      const anchor = previewPath.split('#')[1];
      return route && (!anchor || route.anchors.includes(anchor)) ? route.path : undefined;
    };
    for (const file of pages.files!) expect(leadsTo(file.preview_path), file.name).toBeDefined();
    const folder = (name: string) => config.collections.find((c) => c.name === name)!.preview_path!;
    const entries: [string, string[]][] = [
      ['posts', content!.posts.map((p) => p.slug)],
      ['legal', content!.legal.map((p) => p.slug)],
      ['caseStudies', content!.caseStudies.map((c) => c.slug)],
      ['landing', content!.landing.map((p) => p.slug)],
    ];
    for (const [collection, slugs] of entries) {
      for (const slug of slugs) {
        expect(leadsTo(folder(collection).replace('{{slug}}', slug)), `${collection}/${slug}`).toBeDefined();
      }
    }
    expect(leadsTo(folder('posts').replace('{{slug}}', content!.posts[0]!.slug))).toBe(
      `/blog/${content!.posts[0]!.slug}`,
    );
  });

  it('lists posts newest first, each with its state, and says on the date field what a future date does', () => {
    const posts = config.collections.find((c) => c.name === 'posts')! as Record<string, unknown>;
    expect(posts.sortable_fields).toEqual([{ field: 'date', default_sort: 'desc' }, 'title']);
    // The editor works the state out when it reads a post ("Scheduled for 1 March 2027"; src/admin/scheduled.ts).
    expect(posts.view_filters).toEqual([
      { label: 'Scheduled (dated after today)', field: PUBLICATION_FIELD, pattern: '^Scheduled for' },
      { label: 'Drafts', field: 'draft', pattern: true },
    ]);
    expect(posts.summary).toBe(`{{title}} ({{${PUBLICATION_FIELD}}})`);
    expect(find(posts.fields as DecapField[], 'date').hint).toMatch(
      /A date after today schedules the article: it stays off the live site until that day/,
    );
  });

  it('states every length rule in the hint, from the same rule the check applies, with a counter', () => {
    const post = config.collections.find((c) => c.name === 'posts')!;
    for (const description of [
      find(post.fields!, 'description'),
      find(fieldsOf('site'), 'seo', 'defaultDescription'),
      find(fieldsOf('about'), 'seo', 'description'),
    ]) {
      expect(description).toMatchObject({ widget: 'counted-string', min_length: 50, max_length: 170 });
      expect(description.hint).toMatch(/ 50 to 170 characters\.$/);
    }
    let limited = 0;
    for (const field of allFields()) {
      const min = field.min_length as number | undefined;
      const max = field.max_length as number | undefined;
      if (min === undefined && max === undefined) continue;
      limited++;
      expect(field.widget, field.name).toMatch(/^counted-/);
      const rule =
        max === undefined
          ? `At least ${min} characters.`
          : min
            ? `${min} to ${max} characters.`
            : `At most ${max} characters.`;
      expect(field.hint, field.name).toContain(rule);
      // No other figure of characters, which could contradict the rule.
      expect(String(field.hint).replace(rule, ''), field.name).not.toMatch(/\d+\s*(–|-|to)?\s*\d*\s*characters/);
    }
    expect(limited).toBeGreaterThan(100);
  });

  it('names one entry of a list in the singular: "1 section", "Add section"', () => {
    expect(find(config.collections.find((c) => c.name === 'landing')!.fields!, 'sections')).toMatchObject({
      label: 'Sections',
      label_singular: 'Section',
    });
    expect(singularOf('Industries')).toEqual({ label_singular: 'Industry' });
    expect(singularOf('Quick links')).toEqual({ label_singular: 'Quick link' });
    expect(singularOf('Social'), 'no plural: Decap uses the label').toEqual({});
    expect(singularOf('Full')).toEqual({});
  });

  it('summarises list entries by their value, or the field that names them', () => {
    const post = config.collections.find((c) => c.name === 'posts')!;
    expect(find(post.fields!, 'keywords')).toMatchObject({
      summary: '{{fields.keywords}}',
      field: { name: 'keywords' },
    });
    expect(find(fieldsOf('faqs'), 'items')).toMatchObject({ summary: '{{fields.question}}' });
    expect(find(fieldsOf('site'), 'contact', 'phones')).toMatchObject({ summary: '{{fields.display}}' });
    for (const field of allFields()) {
      if (field.widget !== 'list') continue;
      const item = (field.field as DecapField | undefined) ?? undefined;
      if (item) expect(field.summary, field.name).toBe(`{{fields.${item.name}}}`);
      const summary = /^\{\{fields\.(\w+)\}\}$/.exec(String(field.summary ?? ''))?.[1];
      if (summary && !item)
        expect(
          (field.fields as DecapField[]).map((f) => f.name),
          field.name,
        ).toContain(summary);
    }
  });

  it('writes hints in plain words: no code words, and Markdown an editor types shown as code', () => {
    const jargon = /\b(null|true|false|boolean|string|regex|environment variable|SITE_URL|slug)\b/i;
    for (const field of allFields()) {
      if (typeof field.hint !== 'string') continue;
      // Code spans show what to type; the words around them must read plainly.
      const words = field.hint.replace(/`[^`]*`/g, '');
      expect(words, `${field.name}: ${field.hint}`).not.toMatch(jargon);
      expect(words, `${field.name}: ${field.hint}`).not.toMatch(/\[[^\]]*\]\([^)]*\)|^#+ |\*\*/);
    }
    const post = config.collections.find((c) => c.name === 'posts')!;
    expect(find(post.fields!, 'body').hint).toContain('`[words](/page)`');
  });

  it('turns on media processing for uploads: JPEG, camera data removed', () => {
    expect(config.media_processing).toEqual({
      enabled: true,
      format: { enabled: true, default: 'jpeg' },
      quality: 85,
      strip_metadata: true,
    });
  });

  it("crops a review's portrait square from the photo's middle, at four times its 96-pixel place", () => {
    const testimonials = config.collections.flatMap((c) => c.files ?? []).find((f) => f.name === 'testimonials')!;
    const items = testimonials.fields.find((f) => f.name === 'items') as unknown as { fields: DecapField[] };
    const portrait = items.fields.find((f) => f.name === 'image') as DecapField & { media_processing?: unknown };
    expect(portrait.media_processing).toEqual({
      ...config.media_processing,
      aspect_ratio: '1:1',
      width: 384,
      height: 384,
    });
    // Only portraits: every other picture keeps the site's own processing.
    const others = allFields().filter((f) => f.widget === 'image' && f !== portrait);
    expect(others.length).toBeGreaterThan(3);
    for (const field of others) expect((field as { media_processing?: unknown }).media_processing).toBeUndefined();
  });
});

/** Every field of the configuration, at any depth. */
function allFields(): DecapField[] {
  const out: DecapField[] = [];
  const walk = (fields: DecapField[] | undefined) => {
    for (const field of fields ?? []) {
      out.push(field);
      walk(field.fields as DecapField[] | undefined);
      if (field.field) walk([field.field as DecapField]);
    }
  };
  for (const collection of config.collections) {
    walk(collection.fields);
    for (const file of collection.files ?? []) walk(file.fields);
  }
  return out;
}
