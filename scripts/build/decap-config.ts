/**
 * Decap CMS configuration generated from the zod schemas (through the JSON Schemas of
 * scripts/gen-schemas.ts, which already carry each field's description and the check's own
 * message for every pattern), written to public/admin/config.yml by `npm run schemas`.
 *
 * Field rules become Decap's own validation, so the editor refuses a value on the field itself:
 * required/optional, list min/max, number bounds, enums as selects, and every string limit and
 * pattern as a `pattern` whose message is the one `npm run check` prints. The full zod schema
 * runs again before saving (src/admin/validate.ts) for the rules Decap cannot express.
 */
import { stringify } from 'yaml';
import { AFTER_TODAY } from '../../src/admin/scheduled.ts';
import type { SiteContent } from '../../src/content/load.ts';
import { COLLECTION_DIRS, DATA_FILES } from '../../src/content/load.ts';
import { blogPagePath, NEWSLETTER_PATHS, NOT_FOUND_PATH, SEARCH_PATH } from '../../src/content/routes.ts';
import { caseStudySchema } from '../../src/content/schemas/case-study.ts';
import { legalSchema, postSchema } from '../../src/content/schemas/markdown.ts';
import { type SchemaTarget, toJsonSchema } from './json-schema.ts';

type Json = Record<string, unknown>;
export type DecapField = Record<string, unknown> & { name: string; widget: string };

/** Where images live in the repository, and how pages write their paths (the check accepts /images/…). */
export const MEDIA_FOLDER = 'public/images';
export const PUBLIC_FOLDER = '/images';
const IMAGE_PATTERN = '^\\/images\\/';
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** Labels people read in the editor's collection list, one per data file. */
const FILE_LABELS: Record<keyof typeof DATA_FILES, string> = {
  site: 'Site settings (contact details, header, footer, banner)',
  home: 'Home page',
  services: 'Services',
  industries: 'Industries',
  testimonials: 'Testimonials',
  faqs: 'FAQs',
  tools: 'Tools strip',
  about: 'About page',
  contact: 'Contact page',
  notFound: 'Page not found (404)',
  blog: 'Blog settings',
  ui: 'Interface texts',
  newsletter: 'Newsletter pages and e-mail',
  search: 'Search page',
};

/**
 * The page each data file shows on (paths of the route table): Decap's preview links open it on
 * the deploy preview of the change, or on the live site once published.
 */
const FILE_PAGES: Record<keyof typeof DATA_FILES, string> = {
  site: '/',
  home: '/',
  services: '/services',
  industries: '/industries',
  testimonials: '/#testimonials',
  faqs: '/#faq',
  tools: '/#about',
  about: '/about',
  contact: '/contact',
  notFound: NOT_FOUND_PATH,
  blog: blogPagePath(1),
  ui: '/',
  newsletter: NEWSLETTER_PATHS.confirm,
  search: SEARCH_PATH,
};

/** Field names that are abbreviations, spelled out for people. */
const SPELLED_OUT: Record<string, string> = {
  cta: 'Call to action',
  seo: 'Search engines (SEO)',
  tldr: 'TL;DR summary',
  url: 'URL',
  href: 'Link',
  faq: 'FAQ',
  roi: 'ROI calculator',
};

/** "firstName" → "First name". */
export function labelOf(name: string): string {
  if (SPELLED_OUT[name]) return SPELLED_OUT[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** A pattern that fails for strings outside [min, max] characters, with the check's own words. */
function lengthPattern(min: number | undefined, max: number | undefined): [string, string] | undefined {
  if (max === undefined && (min === undefined || min <= 1)) return undefined;
  const low = min && min > 1 ? min : 0;
  const message =
    max === undefined
      ? `is too short: at least ${low} characters.`
      : low > 0
        ? `must be ${low} to ${max} characters long.`
        : `is too long: at most ${max} characters.`;
  return [`^[\\s\\S]{${low},${max ?? ''}}$`, message];
}

/** The JSON Schema of one value, with `oneOf`/`anyOf` of a nullable or a union resolved. */
function variants(schema: Json): Json[] {
  const list = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  return list ?? [schema];
}

function fieldFor(name: string, schema: Json, required: boolean): DecapField {
  const options = variants(schema).filter((v) => v.type !== 'null');
  const nullable = options.length < variants(schema).length;
  const base: Json & { name: string } = {
    name,
    label: labelOf(name),
    ...(typeof schema.description === 'string' ? { hint: schema.description } : {}),
    ...(required && !nullable ? {} : { required: false }),
  };

  // A union of objects (e.g. the case-study demo kinds): one object with every variant's fields,
  // each optional here; the zod check before saving decides which belong together.
  if (options.length > 1 && options.every((o) => o.type === 'object')) {
    const merged = new Map<string, DecapField>();
    for (const option of options) {
      for (const field of objectFields(option)) {
        if (!merged.has(field.name)) merged.set(field.name, { ...field, required: false });
      }
    }
    return { ...base, widget: 'object', collapsed: true, fields: [...merged.values()] } as DecapField;
  }

  const only = options[0] ?? schema;
  if (Array.isArray(only.enum) || only.const !== undefined) {
    const values = (only.enum as unknown[]) ?? [only.const];
    return { ...base, widget: 'select', options: values.map(String) } as DecapField;
  }
  switch (only.type) {
    case 'object':
      return { ...base, widget: 'object', collapsed: true, fields: objectFields(only) } as DecapField;
    case 'array': {
      const item = (only.items ?? {}) as Json;
      const range = {
        ...(typeof only.minItems === 'number' ? { min: only.minItems } : {}),
        ...(typeof only.maxItems === 'number' ? { max: only.maxItems } : {}),
      };
      if (item.type === 'object') {
        return { ...base, widget: 'list', collapsed: true, ...range, fields: objectFields(item) } as DecapField;
      }
      return {
        ...base,
        widget: 'list',
        ...range,
        field: fieldFor(labelOf(name).toLowerCase().replace(/\s+/g, '_'), item, true),
      } as DecapField;
    }
    case 'number':
    case 'integer':
      return {
        ...base,
        widget: 'number',
        value_type: only.type === 'integer' ? 'int' : 'float',
        ...(typeof only.minimum === 'number' ? { min: only.minimum } : {}),
        ...(typeof only.maximum === 'number' ? { max: only.maximum } : {}),
        ...(only.type === 'integer' ? { step: 1 } : {}),
      } as DecapField;
    case 'boolean':
      return { ...base, widget: 'boolean' } as DecapField;
    default:
      return stringField(base, only);
  }
}

function stringField(base: Json & { name: string }, schema: Json): DecapField {
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
  const message = typeof schema.patternErrorMessage === 'string' ? schema.patternErrorMessage : undefined;
  if (pattern?.startsWith(IMAGE_PATTERN)) {
    // Decap writes the path itself (public_folder + file name); the check before saving tests it.
    return { ...base, widget: 'image', choose_url: false } as DecapField;
  }
  if (pattern === DATE_PATTERN) {
    // Saved exactly as the check reads it: a calendar date, no time.
    return {
      ...base,
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
    } as DecapField;
  }
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const min = typeof schema.minLength === 'number' ? schema.minLength : undefined;
  const rule = pattern && message ? ([pattern, message] as [string, string]) : lengthPattern(min, max);
  return {
    ...base,
    // Long texts get a text area; short ones a single line.
    widget: max !== undefined && max > 200 ? 'text' : 'string',
    ...(rule ? { pattern: rule } : {}),
  } as DecapField;
}

function objectFields(schema: Json): DecapField[] {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => fieldFor(name, property, required.has(name)));
}

/** The fields of one collection schema, as Decap fields. */
export function decapFields(target: Pick<SchemaTarget, 'schema'>): DecapField[] {
  return objectFields(toJsonSchema({ name: 'x', files: 'x', frontMatter: false, ...target }) as Json);
}

const BODY: DecapField = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  hint: 'The text of the page in Markdown: ## for a section heading, - for a list item, [words](/page) for a link.',
};

type Site = Pick<SiteContent['site'], 'editor' | 'url'>;

/** The whole configuration, from the schemas and the editor settings in content/site.yaml. */
export function decapConfig({ editor, url }: Site): Json {
  const files = (
    Object.entries(DATA_FILES) as [keyof typeof DATA_FILES, (typeof DATA_FILES)[keyof typeof DATA_FILES]][]
  ).map(([key, { file, schema }]) => ({
    name: key,
    label: FILE_LABELS[key],
    file: `content/${file}`,
    preview_path: FILE_PAGES[key],
    fields: decapFields({ schema }),
  }));
  const folder = (dir: string) => ({
    folder: `content/${dir}`,
    create: true,
    // Images uploaded in an entry go where the check accepts them, one folder per collection.
    media_folder: `/${MEDIA_FOLDER}/${dir}`,
    public_folder: `${PUBLIC_FOLDER}/${dir}`,
  });
  return {
    backend: {
      name: 'github',
      repo: editor.repo,
      branch: editor.branch,
      base_url: editor.authBaseUrl,
      auth_endpoint: editor.authEndpoint,
      squash_merges: true,
    },
    publish_mode: 'editorial_workflow',
    // "View live" opens an entry's page (preview_path) on the live site; an unpublished entry
    // links to the deploy preview of its pull request, found in the commit statuses (Netlify's,
    // or the one the review workflow sets for Cloudflare Pages: any context with "deploy").
    site_url: url,
    show_preview_links: true,
    // No local_backend here: `npm start` hands its address (with a per-run token) to this
    // computer's own /admin page only, and src/admin/main.tsx sets it from there.
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    collections: [
      { name: 'pages', label: 'Pages and settings', editor: { preview: true }, files },
      {
        name: 'posts',
        label: 'Blog posts',
        label_singular: 'Blog post',
        ...folder(COLLECTION_DIRS.posts),
        extension: 'md',
        format: 'frontmatter',
        slug: '{{slug}}',
        preview_path: 'blog/{{slug}}',
        summary: "{{draft | ternary('Draft: ', '')}}{{title}} ({{date}})",
        // Newest first, so that scheduled posts lead the list.
        sortable_fields: [{ field: 'date', default_sort: 'desc' }, 'title'],
        view_filters: [
          { label: 'Scheduled (dated after today)', field: 'date', pattern: AFTER_TODAY },
          { label: 'Drafts', field: 'draft', pattern: true },
        ],
        fields: [...decapFields({ schema: postSchema }), BODY],
      },
      {
        name: 'caseStudies',
        label: 'Case studies',
        label_singular: 'Case study',
        ...folder(COLLECTION_DIRS.caseStudies),
        extension: 'yaml',
        format: 'yml',
        identifier_field: 'slug',
        slug: '{{fields.slug}}',
        preview_path: 'industries/{{slug}}',
        fields: decapFields({ schema: caseStudySchema }),
      },
      {
        name: 'legal',
        label: 'Legal pages',
        label_singular: 'Legal page',
        ...folder(COLLECTION_DIRS.legal),
        extension: 'md',
        format: 'frontmatter',
        slug: '{{slug}}',
        preview_path: '{{slug}}',
        fields: [...decapFields({ schema: legalSchema }), BODY],
      },
    ],
  };
}

export function decapConfigYaml(site: Site): string {
  return `# Generated by scripts/build/decap-config.ts from src/content/schemas and the editor settings in
# content/site.yaml. Do not edit: change those, then run npm run schemas.
${stringify(decapConfig(site), { lineWidth: 0 })}`;
}
