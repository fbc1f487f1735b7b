// The editor's configuration (public/admin/config.yml) is generated from the zod schemas and
// the editor settings in content/site.yaml, never hand-written: it must be fresh, cover every
// content file and folder, and carry the schemas' rules as Decap's own field rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { type DecapField, decapFields, labelOf } from '../../scripts/build/decap-config.ts';
import { DECAP_CONFIG, generateDecapConfig } from '../../scripts/build/schemas.ts';
import { AFTER_TODAY } from '../../src/admin/scheduled.ts';
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
      widget: 'text',
      hint: 'The answer shown when the question is opened (plain text).',
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
    expect(find(posts.fields!, 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
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
    expect(find(hero.fields, 'title')).toMatchObject({ widget: 'string', hint: 'Headline of the page (its only h1).' });
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

  it('labels fields for people', () => {
    expect(labelOf('firstName')).toBe('First name');
    expect(labelOf('cta')).toBe('Call to action');
    expect(labelOf('seo')).toBe('Search engines (SEO)');
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

  it('lists posts newest first, marks drafts, and says on the date field what a future date does', () => {
    const posts = config.collections.find((c) => c.name === 'posts')! as Record<string, unknown>;
    expect(posts.sortable_fields).toEqual([{ field: 'date', default_sort: 'desc' }, 'title']);
    // The editor puts the dates after today in for AFTER_TODAY when it opens (src/admin/scheduled.ts).
    expect(posts.view_filters).toEqual([
      { label: 'Scheduled (dated after today)', field: 'date', pattern: AFTER_TODAY },
      { label: 'Drafts', field: 'draft', pattern: true },
    ]);
    expect(posts.summary).toBe("{{draft | ternary('Draft: ', '')}}{{title}} ({{date}})");
    expect(find(posts.fields as DecapField[], 'date').hint).toMatch(
      /A date after today schedules the article: it stays off the live site until that day/,
    );
  });
});
