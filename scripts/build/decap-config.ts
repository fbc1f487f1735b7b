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
import type { z } from 'zod';
import {
  ADDRESS_OPTION,
  DATE_FORMAT,
  DATE_HINT,
  DRAFT_OPTION,
  LENGTH_OPTIONS,
  WIDGETS,
} from '../../src/admin/field-notes.ts';
import { PUBLICATION_FIELD, SCHEDULED, schedulingOf } from '../../src/admin/scheduled.ts';
import type { SiteContent } from '../../src/content/load.ts';
import { COLLECTION_DIRS, DATA_FILES } from '../../src/content/load.ts';
import { blogPagePath, NEWSLETTER_PATHS, NOT_FOUND_PATH, SEARCH_PATH } from '../../src/content/routes.ts';
import { caseStudySchema } from '../../src/content/schemas/case-study.ts';
import {
  imageFields,
  itemNames,
  linkFields,
  PORTRAIT_SCALE,
  type ReferenceKind,
  references,
} from '../../src/content/schemas/common.ts';
import { IDENTITY_NAMES } from '../../src/content/schemas/identity.ts';
import { landingSchema } from '../../src/content/schemas/landing.ts';
import { legalSchema, postSchema } from '../../src/content/schemas/markdown.ts';
import { type SchemaTarget, toJsonSchema } from './json-schema.ts';

type Json = Record<string, unknown>;
export type DecapField = Record<string, unknown> & { name: string; widget: string };

/** Where images live in the repository, and how pages write their paths (the check accepts /images/…). */
export const MEDIA_FOLDER = 'public/images';
export const PUBLIC_FOLDER = '/images';
const IMAGE_PATTERN = '^\\/images\\/';
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/**
 * Each data file in the editor: the label people read in its collection list, and the page it
 * shows on (a path of the route table), which Decap's preview links open on the deploy preview of
 * the change, or on the live site once published.
 */
const FILES: Record<keyof typeof DATA_FILES, { label: string; page: string }> = {
  site: { label: 'Site settings (contact details, header, footer, banner)', page: '/' },
  home: { label: 'Home page', page: '/' },
  services: { label: 'Services', page: '/services' },
  industries: { label: 'Industries', page: '/industries' },
  testimonials: { label: 'Testimonials', page: '/#testimonials' },
  faqs: { label: 'FAQs', page: '/#faq' },
  tools: { label: 'Tools strip', page: '/#about' },
  about: { label: 'About page', page: '/about' },
  contact: { label: 'Contact page', page: '/contact' },
  notFound: { label: 'Page not found (404)', page: NOT_FOUND_PATH },
  blog: { label: 'Blog settings', page: blogPagePath(1) },
  ui: { label: 'Interface texts', page: '/' },
  newsletter: { label: 'Newsletter pages and e-mail', page: NEWSLETTER_PATHS.confirm },
  search: { label: 'Search page', page: SEARCH_PATH },
  redirects: { label: 'Redirects (old addresses)', page: '/' },
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
  slug: 'Name in the address',
  hsts: 'Https on the whole domain (HSTS)',
  preload: 'Browsers’ https-only list (preload)',
};

/** Abbreviations inside a longer name ("primaryCta", "imageAlt"), spelled out for people. */
const SPELLED_WORDS: Record<string, string> = {
  cta: 'call to action',
  alt: 'description',
  url: 'URL',
  faq: 'FAQ',
  seo: 'SEO',
  roi: 'ROI',
};

/** "firstName" → "First name", "primaryCta" → "Primary call to action". */
export function labelOf(name: string): string {
  if (SPELLED_OUT[name]) return SPELLED_OUT[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word) => SPELLED_WORDS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A list's label for one entry ("Sections" → "Section"), which Decap shows in "1 section" and on
 * its "Add section" button; none when the label is no plural.
 */
export function singularOf(label: string): { label_singular?: string } {
  const one = label.endsWith('ies') ? `${label.slice(0, -3)}y` : /[^s]s$/.test(label) ? label.slice(0, -1) : label;
  return one === label ? {} : { label_singular: one };
}

/** "technology" → "Technologies", "FAQ" → "FAQs": the plural of an entry's noun, capitalised. */
export function pluralOf(noun: string): string {
  const many = /[^aeiou]y$/.test(noun)
    ? `${noun.slice(0, -1)}ies`
    : /(s|x|ch|sh)$/.test(noun)
      ? `${noun}es`
      : `${noun}s`;
  return many.charAt(0).toUpperCase() + many.slice(1);
}

/** Lists of plain values whose field name has no plural to take a singular from: [label, one entry]. */
const LIST_NAMES: Record<string, [string, string]> = {
  gone: ['Gone addresses', 'Address'],
  full: ['Fully booked times', 'Time'],
};

/**
 * What a list and one of its entries are called: from the noun its entries are registered with
 * (itemNames: "menu item"), else from the field's own label ("Sections" → "Section"). A list
 * named "items" takes its label from that noun too ("Menu items"): Decap shows a list's label on
 * each entry, and "ITEMS" says nothing.
 */
function listNames(base: Json & { name: string }, item: Json): { label: string; label_singular: string } {
  const label = String(base.label);
  const noun = typeof item[ITEM_NOUN] === 'string' ? item[ITEM_NOUN] : undefined;
  const named = LIST_NAMES[base.name];
  if (named) return { label: named[0], label_singular: named[1] };
  if (noun) {
    const one = noun.charAt(0).toUpperCase() + noun.slice(1);
    return { label: base.name === 'items' ? pluralOf(noun) : label, label_singular: one };
  }
  return { label, label_singular: singularOf(label).label_singular ?? label };
}

/** A text's length rule, from its schema (a minimum of 1 only means "required"). */
function lengthRule(schema: Json): { min?: number; max?: number } | undefined {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const min = typeof schema.minLength === 'number' && schema.minLength > 1 ? schema.minLength : undefined;
  return max === undefined && min === undefined ? undefined : { min, max };
}

/** The rule in words, for the field's hint: "50 to 170 characters." */
function lengthSentence({ min, max }: { min?: number; max?: number }): string {
  if (max === undefined) return `At least ${min} characters.`;
  return min ? `${min} to ${max} characters.` : `At most ${max} characters.`;
}

/** A pattern that fails for strings outside the rule, with the check's own words. */
function lengthPattern({ min, max }: { min?: number; max?: number }): [string, string] {
  const message =
    max === undefined
      ? `is too short: at least ${min} characters.`
      : min
        ? `must be ${min} to ${max} characters long.`
        : `is too long: at most ${max} characters.`;
  return [`^[\\s\\S]{${min ?? 0},${max ?? ''}}$`, message];
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
    // Numbers stay numbers (a redirect's status): the check refuses the text "301".
    const choices = values.map((v) => (typeof v === 'number' ? v : String(v)));
    return { ...base, widget: 'select', options: choices } as DecapField;
  }
  switch (only.type) {
    case 'object': {
      const fields = objectFields(only);
      return {
        ...base,
        widget: 'object',
        collapsed: true,
        fields: base.required === false ? optionalGroup(String(base.label), fields) : fields,
      } as DecapField;
    }
    case 'array':
      return listField(base, only);
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

/**
 * The fields of an optional group: none is required by Decap, which would refuse an empty group
 * for them; the check before saving requires them once the group has any value, and says so on
 * the field. The hint tells the editor in advance.
 */
function optionalGroup(label: string, fields: DecapField[]): DecapField[] {
  return fields.map((field) =>
    field.required === false
      ? field
      : {
          ...field,
          required: false,
          hint: [field.hint, `Needed once the ${label.toLowerCase()} has any value.`].filter(Boolean).join(' '),
        },
  );
}

/**
 * The property every member of a union of objects fixes to a value of its own (a discriminated
 * union's key, e.g. a landing page section's `type`), if there is one.
 */
function discriminatorOf(members: Json[]): string | undefined {
  if (members.length < 2 || !members.every((m) => m.type === 'object')) return undefined;
  const properties = (m: Json) => (m.properties ?? {}) as Record<string, Json>;
  return Object.keys(properties(members[0]!)).find((key) =>
    members.every((m) => properties(m)[key]?.const !== undefined),
  );
}

/**
 * A list whose items are members of a discriminated union: Decap's list with variable types.
 * The editor picks a type when adding an item; Decap writes the type under `typeKey` itself, so
 * it is no field of its own. Each type is named by its member's title and explained by its
 * description.
 */
function typedList(list: DecapField, members: Json[], typeKey: string, range: Json): DecapField {
  const types = members.map((member) => {
    const name = String(((member.properties as Record<string, Json>)[typeKey] as Json).const);
    return {
      name,
      label: typeof member.title === 'string' ? member.title : labelOf(name),
      widget: 'object',
      ...(typeof member.description === 'string' ? { hint: member.description } : {}),
      fields: objectFields(member).filter((field) => field.name !== typeKey),
    };
  });
  // Decap's default key is `type`: only another one is written out.
  return { ...list, collapsed: true, ...range, ...(typeKey === 'type' ? {} : { typeKey }), types } as DecapField;
}

/**
 * A list. Each collapsed entry shows its value, or for a list of groups the field the schema
 * names it by (itemNames), so that six keywords do not all read "Keywords".
 */
function listField(base: Json & { name: string }, schema: Json): DecapField {
  const item = (schema.items ?? {}) as Json;
  const range = {
    ...(typeof schema.minItems === 'number' ? { min: schema.minItems } : {}),
    ...(typeof schema.maxItems === 'number' ? { max: schema.maxItems } : {}),
  };
  const reference = item[REFERENCE] as ReferenceKind | undefined;
  if (reference) {
    // A list of "items" is named after what it lists.
    const label = base.name === 'items' ? PICKED[reference] : String(base.label);
    return {
      ...base,
      label,
      label_singular: singularOf(label).label_singular ?? label,
      widget: 'relation',
      multiple: true,
      ...range,
      ...structuredClone(RELATIONS[reference]),
    } as DecapField;
  }
  const names = listNames(base, item);
  const list: DecapField = { ...base, ...names, widget: 'list' };
  const typeKey = discriminatorOf(variants(item));
  if (typeKey) return typedList(list, variants(item), typeKey, range);
  if (item.type === 'object') {
    const title = typeof item[ITEM_TITLE] === 'string' ? { summary: `{{fields.${item[ITEM_TITLE]}}}` } : {};
    return { ...list, collapsed: true, ...range, ...title, fields: objectFields(item) } as DecapField;
  }
  const single = fieldFor(labelOf(base.name).toLowerCase().replace(/\s+/g, '_'), item, true);
  // Each entry is one value, labelled as one ("Keyword", not "Keywords").
  const field = { ...single, label: names.label_singular };
  return { ...list, ...range, summary: `{{fields.${single.name}}}`, field } as DecapField;
}

/**
 * A date: saved exactly as the check reads it, a calendar day with no time (Decap's datetime
 * options, which its preview reads: `format` saved, no time, no UTC label, since a day has no
 * time zone), edited in the editor's date field (src/admin/date-widget.tsx). The hint says how
 * the field takes a day, after the schema's words on what the day means.
 */
export function dateField(base: Json & { name: string }): DecapField {
  return {
    ...base,
    hint: [base.hint, DATE_HINT].filter(Boolean).join(' '),
    widget: WIDGETS.day,
    format: DATE_FORMAT,
    date_format: DATE_FORMAT,
    time_format: false,
    picker_utc: false,
  } as DecapField;
}

function stringField(base: Json & { name: string }, schema: Json): DecapField {
  const reference = schema[REFERENCE] as ReferenceKind | undefined;
  if (reference) return { ...base, widget: 'relation', ...structuredClone(RELATIONS[reference]) } as DecapField;
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
  const message = typeof schema.patternErrorMessage === 'string' ? schema.patternErrorMessage : undefined;
  if (pattern?.startsWith(IMAGE_PATTERN)) {
    // Decap writes the path itself (public_folder + file name); the check before saving tests it.
    const square = typeof schema[SQUARE] === 'number' ? schema[SQUARE] * PORTRAIT_SCALE : undefined;
    // A portrait: cropped square from the photo's middle, at the size its place needs (Decap's
    // own crop; a photo smaller than that is enlarged to it, which a portrait this small bears).
    const portrait = square
      ? {
          media_processing: {
            ...structuredClone(MEDIA_PROCESSING),
            aspect_ratio: '1:1',
            width: square,
            height: square,
          },
        }
      : {};
    return { ...base, widget: 'image', choose_url: false, ...portrait } as DecapField;
  }
  if (pattern === DATE_PATTERN) return dateField(base);
  if (schema.contentMediaType === 'text/markdown') {
    // Markdown inside a YAML file (a landing page's rich text): the check before saving tests it.
    return { ...base, widget: 'markdown' } as DecapField;
  }
  // A link offers the site's pages as it is typed, and still takes an https address or an anchor.
  if (schema[LINK]) return { ...base, widget: WIDGETS.link } as DecapField;
  const length = lengthRule(schema);
  // Long texts get a text area; short ones a single line.
  const long = length?.max !== undefined && length.max > 200;
  if (!length)
    return {
      ...base,
      widget: long ? 'text' : 'string',
      ...(pattern && message ? { pattern: [pattern, message] } : {}),
    } as DecapField;
  // The hint states the rule the check applies, and a counter under the field follows it.
  return {
    ...base,
    hint: [base.hint, lengthSentence(length)].filter(Boolean).join(' '),
    widget: long ? WIDGETS.text : WIDGETS.string,
    ...(length.min ? { [LENGTH_OPTIONS.min]: length.min } : {}),
    ...(length.max ? { [LENGTH_OPTIONS.max]: length.max } : {}),
    pattern: pattern && message ? [pattern, message] : lengthPattern(length),
  } as DecapField;
}

function objectFields(schema: Json): DecapField[] {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => fieldFor(name, property, required.has(name)));
}

/** Where the JSON Schema of a list entry notes the field that names it (from itemNames). */
const ITEM_TITLE = 'x-decap-title-field';
/** Where the JSON Schema of a list entry notes what one entry is called (from itemNames). */
const ITEM_NOUN = 'x-decap-noun';
/** Where the JSON Schema of a text notes the kind of entry it names (from references). */
const REFERENCE = 'x-decap-reference';
/** Where the JSON Schema of a portrait notes the size it is shown at (from imageFields). */
const SQUARE = 'x-decap-square';
/** Where the JSON Schema of a text notes that it is a link (from linkFields). */
const LINK = 'x-decap-link';

/**
 * The picker of each kind of entry a text can name (Decap's relation widget): what the list
 * shows (titles) and what the file stores (the same slug or question as before).
 */
/** What a list of picked entries of each kind is called. */
const PICKED: Record<ReferenceKind, string> = {
  service: 'Services',
  industry: 'Industries',
  caseStudy: 'Case studies',
  faq: 'Questions',
  review: 'Reviews',
  post: 'Articles',
};

const RELATIONS: Record<ReferenceKind, Json> = {
  service: {
    collection: 'pages',
    file: 'services',
    value_field: 'items.*.slug',
    search_fields: ['items.*.title', 'items.*.slug'],
    display_fields: ['items.*.title'],
  },
  industry: {
    collection: 'pages',
    file: 'industries',
    value_field: 'items.*.slug',
    search_fields: ['items.*.title', 'items.*.slug'],
    display_fields: ['items.*.title'],
  },
  caseStudy: {
    collection: 'caseStudies',
    value_field: 'slug',
    search_fields: ['hero.title', 'slug'],
    display_fields: ['hero.title'],
  },
  faq: {
    collection: 'pages',
    file: 'faqs',
    value_field: 'items.*.question',
    search_fields: ['items.*.question'],
    display_fields: ['items.*.question'],
  },
  review: {
    collection: 'pages',
    file: 'testimonials',
    value_field: 'items.*.name',
    search_fields: ['items.*.name', 'items.*.company'],
    display_fields: ['items.*.name'],
  },
  post: { collection: 'posts', value_field: '{{slug}}', search_fields: ['title'], display_fields: ['title'] },
};

/** The fields of one collection schema, as Decap fields. */
export function decapFields(target: Pick<SchemaTarget, 'schema'>): DecapField[] {
  const json = toJsonSchema({ name: 'x', files: 'x', frontMatter: false, ...target }, (zod, node) => {
    const title = itemNames.get(zod as z.ZodType)?.title;
    if (title && title !== '.') node[ITEM_TITLE] = title;
    const noun = itemNames.get(zod as z.ZodType)?.noun;
    if (noun) node[ITEM_NOUN] = noun;
    const reference = references.get(zod as z.ZodType)?.to;
    if (reference) node[REFERENCE] = reference;
    if (linkFields.has(zod as z.ZodType)) node[LINK] = true;
    const square = imageFields.get(zod as z.ZodType)?.square;
    if (square) node[SQUARE] = square;
  });
  return objectFields(json as Json);
}

const BODY: DecapField = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  // Decap renders hints as Markdown: the syntax an editor types is shown as code.
  hint: `The text of the page in Markdown: \`## \` starts a section heading, \`- \` a list item, and \`[words](/page)\` makes a link. Name the company with placeholders instead of typing its details, so that a change in Site settings reaches this page: ${IDENTITY_NAMES.map((name) => `\`{${name}}\``).join(', ')}.`,
};

/**
 * Uploaded photos are made light and private in the browser before they are saved: JPEG, no
 * camera data (EXIF: GPS position, camera owner). Decap's `width` would also enlarge every
 * smaller photo to exactly that width, so the cap of MAX_PHOTO_WIDTH is applied by the editor
 * itself (src/admin/photos.ts), only to wider photos.
 */
export const MEDIA_PROCESSING = {
  enabled: true,
  format: { enabled: true, default: 'jpeg' },
  quality: 85,
  strip_metadata: true,
};

/**
 * How a dated collection (one with `scheduling`, e.g. posts) shows in the editor: its date field
 * tells whether the entry is live, the list names each entry's state ("Scheduled for 1 March
 * 2027") and filters the scheduled ones, newest first.
 */
function scheduled(schema: z.ZodType, fields: DecapField[]): { fields: DecapField[]; list: Json } {
  const scheduling = schedulingOf(schema);
  if (!scheduling) return { fields, list: {} };
  const dated = fields.map((field) =>
    field.name === scheduling.date ? { ...field, widget: WIDGETS.date, [DRAFT_OPTION]: scheduling.draft } : field,
  );
  const title = fields.find((field) => field.name === 'title') ? '{{title}}' : '{{slug}}';
  return {
    fields: dated,
    list: {
      summary: `${title} ({{${PUBLICATION_FIELD}}})`,
      sortable_fields: [{ field: scheduling.date, default_sort: 'desc' }, 'title'],
      view_filters: [
        { label: 'Scheduled (dated after today)', field: PUBLICATION_FIELD, pattern: `^${SCHEDULED}` },
        { label: 'Drafts', field: scheduling.draft, pattern: true },
      ],
    },
  };
}

interface FolderCollection {
  name: keyof typeof COLLECTION_DIRS;
  label: string;
  singular: string;
  schema: z.ZodType;
  /** Markdown files (front matter and a text), else YAML files. */
  markdown: boolean;
  /** The page of an entry; {{slug}} is its file name. */
  previewPath: string;
  /** The field the file is named after, if not the title. */
  identifier?: string;
  /**
   * The page's address before the file's name ('/blog/', '/'): the collection's `slug` field is
   * its address field (the editor's address widget), which names the file of a new entry.
   */
  address?: string;
}

/** The `slug` field as the address field: labelled "Address", drawn by the editor's address widget. */
function addressField(fields: DecapField[], prefix: string): DecapField[] {
  return fields.map((field) => {
    if (field.name !== 'slug') return field;
    // The address widget says the length rule itself (src/admin/address-widget.tsx); no counter.
    const { [LENGTH_OPTIONS.max]: _max, ...rest } = field as DecapField & Record<string, unknown>;
    return {
      ...rest,
      label: 'Address',
      widget: WIDGETS.address,
      [ADDRESS_OPTION]: prefix,
      required: false,
    } as DecapField;
  });
}

/** A collection of one file per entry, in content/<dir>, with its pictures in public/images/<dir>. */
function folderCollection(c: FolderCollection): Json {
  const dir = COLLECTION_DIRS[c.name];
  const own = decapFields({ schema: c.schema });
  const { fields, list } = scheduled(c.schema, c.address === undefined ? own : addressField(own, c.address));
  const identifier = c.identifier ?? (c.address === undefined ? undefined : 'slug');
  return {
    name: c.name,
    label: c.label,
    label_singular: c.singular,
    folder: `content/${dir}`,
    create: true,
    // Images uploaded in an entry go where the check accepts them, one folder per collection.
    media_folder: `/${MEDIA_FOLDER}/${dir}`,
    public_folder: `${PUBLIC_FOLDER}/${dir}`,
    extension: c.markdown ? 'md' : 'yaml',
    format: c.markdown ? 'frontmatter' : 'yml',
    ...(identifier ? { identifier_field: identifier, slug: `{{fields.${identifier}}}` } : { slug: '{{slug}}' }),
    preview_path: c.previewPath,
    ...list,
    fields: c.markdown ? [...fields, BODY] : fields,
  };
}

type Site = Pick<SiteContent['site'], 'editor' | 'url'> & { company: Pick<SiteContent['site']['company'], 'logo'> };

/** The whole configuration, from the schemas and the editor settings in content/site.yaml. */
export function decapConfig({ editor, url, company }: Site): Json {
  const files = (
    Object.entries(DATA_FILES) as [keyof typeof DATA_FILES, (typeof DATA_FILES)[keyof typeof DATA_FILES]][]
  ).map(([key, { file, schema }]) => ({
    name: key,
    label: FILES[key].label,
    file: `content/${file}`,
    preview_path: FILES[key].page,
    fields: decapFields({ schema }),
  }));
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
    // The company's logo on the sign-in screen and above the editor, not Decap's.
    logo: { src: company.logo, show_in_header: true },
    show_preview_links: true,
    // No local_backend here: `npm start` hands its address (with a per-run token) to this
    // computer's own /admin page only, and src/admin/main.tsx sets it from there.
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    media_processing: MEDIA_PROCESSING,
    collections: [
      { name: 'pages', label: 'Pages and settings', editor: { preview: true }, format: 'yml', files },
      folderCollection({
        name: 'posts',
        label: 'Blog posts',
        singular: 'Blog post',
        schema: postSchema,
        markdown: true,
        previewPath: 'blog/{{slug}}',
        address: '/blog/',
      }),
      folderCollection({
        name: 'caseStudies',
        label: 'Case studies',
        singular: 'Case study',
        schema: caseStudySchema,
        markdown: false,
        previewPath: 'industries/{{slug}}',
        identifier: 'slug',
      }),
      // The file name, and so the address (/<slug>), is the address field, filled from the title.
      folderCollection({
        name: 'landing',
        label: 'Landing pages',
        singular: 'Landing page',
        schema: landingSchema,
        markdown: false,
        previewPath: '{{slug}}',
        address: '/',
      }),
      folderCollection({
        name: 'legal',
        label: 'Legal pages',
        singular: 'Legal page',
        schema: legalSchema,
        markdown: true,
        previewPath: '{{slug}}',
      }),
    ],
  };
}

export function decapConfigYaml(site: Site): string {
  return `# Generated by scripts/build/decap-config.ts from src/content/schemas and the editor settings in
# content/site.yaml. Do not edit: change those, then run npm run schemas.
${stringify(decapConfig(site), { lineWidth: 0 })}`;
}
