/**
 * Runs a zod schema over parsed YAML and turns every issue into a Problem an editor can act
 * on: position, field path, what is wrong in plain words, and the field's own description as
 * the fix hint. The message texts are pinned by tests/content/messages.test.ts.
 */
import type { z } from 'zod';
import { formatFieldPath, type Problem } from './problems.ts';
import type { YamlSource } from './source.ts';
import { closest } from './suggest.ts';

type AnySchema = z.core.$ZodType;
type Issue = z.core.$ZodIssue;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function def(schema: AnySchema): { type: string; [k: string]: unknown } {
  return schema._zod.def as unknown as { type: string; [k: string]: unknown };
}

/** Steps through optional/nullable/default/… wrappers, calling `fn` on every layer. */
export function unwrapLayers(schema: AnySchema): AnySchema[] {
  const layers = [schema];
  let current = schema;
  for (;;) {
    const d = def(current);
    const inner = WRAPPERS.has(d.type)
      ? (d.innerType as AnySchema)
      : d.type === 'pipe'
        ? (d.in as AnySchema)
        : undefined;
    if (!inner) return layers;
    layers.push(inner);
    current = inner;
  }
}

export function descriptionOf(schema: AnySchema): string | undefined {
  for (const layer of unwrapLayers(schema)) {
    const text = (layer as { description?: string }).description;
    if (text) return text;
  }
  return undefined;
}

/**
 * The member of a union that `value` belongs to: by its discriminator (a landing page's section
 * by its `type`), else the first object member that has the field `key`.
 */
export function unionMember(union: AnySchema, value: unknown, key?: PropertyKey): AnySchema | undefined {
  const d = def(union);
  const options = (d.options ?? []) as AnySchema[];
  const shapeOf = (o: AnySchema) => def(unwrapLayers(o).at(-1)!).shape as Record<string, AnySchema> | undefined;
  const discriminator = typeof d.discriminator === 'string' ? d.discriminator : undefined;
  const tag =
    discriminator && value && typeof value === 'object' ? (value as Record<string, unknown>)[discriminator] : undefined;
  if (tag !== undefined) {
    const member = options.find((o) =>
      (def(shapeOf(o)?.[discriminator!] ?? o).values as unknown[] | undefined)?.includes(tag),
    );
    if (member) return member;
  }
  return key === undefined ? undefined : options.find((o) => shapeOf(o)?.[String(key)]);
}

/** What a schema is once its wrappers are stepped through: its kind, and its fields or items. */
export interface SchemaNode {
  type: string;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
}

/**
 * What `schema` is under its wrappers, for `value`: a union is the member the value belongs to
 * (see unionMember; `key`, a field the walk goes on to). The one place zod's internals are read
 * for a walk through a schema beside its data.
 */
export function nodeOf(schema: AnySchema, value?: unknown, key?: PropertyKey): SchemaNode {
  const base = unwrapLayers(schema).at(-1)!;
  if (def(base).type !== 'union') return def(base) as SchemaNode;
  const member = unionMember(base, value, key);
  return def(member ? unwrapLayers(member).at(-1)! : base) as SchemaNode;
}

/**
 * The sub-schema that validates the value at `path`, or undefined if the path leaves the schema.
 * `data` (the whole value, valid or not) picks the member of a union on the way.
 */
export function schemaAt(schema: AnySchema, path: readonly PropertyKey[], data?: unknown): AnySchema | undefined {
  let current: AnySchema | undefined = schema;
  let value = data;
  for (const key of path) {
    if (!current) return undefined;
    const node = nodeOf(current, value, key);
    if (node.type === 'object') current = node.shape![String(key)];
    else if (node.type === 'array') current = node.element;
    else return undefined;
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return current;
}

export function objectKeys(schema: AnySchema | undefined, value?: unknown): string[] {
  if (!schema) return [];
  const node = nodeOf(schema, value);
  return node.type === 'object' ? Object.keys(node.shape!) : [];
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  null: 'empty',
  undefined: 'missing',
};

function describeValue(input: unknown): string {
  if (input === null) return 'empty';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'object') return 'a group of fields';
  if (typeof input === 'number') return `the number ${input}`;
  if (typeof input === 'boolean') return String(input);
  if (typeof input === 'string') return `the text "${input.length > 30 ? `${input.slice(0, 30)}…` : input}"`;
  return typeof input;
}

function sizeOf(input: unknown): number | undefined {
  if (typeof input === 'string' || Array.isArray(input)) return input.length;
  return undefined;
}

/** The part of `data` at `path`, or undefined. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );
}

/** Plain-language text of one zod issue (without position, field or hint). */
export function issueMessage(issue: Issue): string {
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return 'is required.';
      return `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}, not ${describeValue(input)}.`;
    case 'too_small': {
      const min = Number(issue.minimum);
      const now = sizeOf(input);
      const tail = now === undefined ? '' : ` (now ${now})`;
      if (issue.origin === 'string')
        return min <= 1 ? 'must not be empty.' : `is too short: at least ${min} characters${tail}.`;
      if (issue.origin === 'array')
        return issue.exact
          ? `must have exactly ${min} items${tail}.`
          : `needs at least ${min} item${min === 1 ? '' : 's'}${tail}.`;
      return `must be at least ${min}.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      const now = sizeOf(input);
      const tail = now === undefined ? '' : ` (now ${now})`;
      if (issue.origin === 'string') return `is too long: at most ${max} characters${tail}.`;
      if (issue.origin === 'array')
        return issue.exact ? `must have exactly ${max} items${tail}.` : `has too many items: at most ${max}${tail}.`;
      return `must be at most ${max}.`;
    }
    case 'invalid_value': {
      const allowed = issue.values.map((v) => JSON.stringify(v)).join(', ');
      if (input === undefined || input === null) return `must be one of: ${allowed} (it is empty).`;
      return `must be one of: ${allowed} (got ${JSON.stringify(input)}).`;
    }
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}.`;
    case 'invalid_union': {
      // A discriminated union (a landing page's sections): the value of its key names no member.
      const { discriminator, options } = issue as { discriminator?: string; options?: unknown[] };
      if (!discriminator || !options) return issue.message;
      const allowed = options.map((v) => JSON.stringify(v)).join(', ');
      const tag = input && typeof input === 'object' ? (input as Record<string, unknown>)[discriminator] : undefined;
      if (tag === undefined) return `is required: it names the kind, one of: ${allowed}.`;
      const near = typeof tag === 'string' ? closest(tag, options.map(String)) : undefined;
      return `must be one of: ${allowed} (got ${JSON.stringify(tag)}).${near ? ` Did you mean "${near}"?` : ''}`;
    }
    default:
      // Our own refinements and formats carry a plain-language message already.
      return issue.message;
  }
}

/** One rule a value breaks: where (path), the field as people read it, and the message with its hint. */
export interface SchemaIssue {
  path: PropertyKey[];
  /** Set for an unknown field: the path points at its key, not its value. */
  key?: boolean;
  field: string;
  message: string;
}

/**
 * Every rule `data` breaks, in the words `npm run check` prints. Pure (no file, no positions),
 * so the editor at /admin runs it in the browser before saving.
 */
export function schemaIssues(
  schema: z.ZodType,
  data: unknown,
): { ok: true; data: unknown } | { ok: false; issues: SchemaIssue[] } {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const issues: SchemaIssue[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const parent = schemaAt(schema, issue.path, data);
      const allowed = objectKeys(parent, valueAt(data, issue.path)).join(', ');
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        issues.push({
          path,
          key: true,
          field: formatFieldPath(path),
          message: `unknown field "${key}". Allowed fields here: ${allowed}. Check the spelling or remove it.`,
        });
      }
      continue;
    }
    // An unknown kind of a union's member is explained by the union itself, not by a member.
    const kindOf = issue.code === 'invalid_union' && 'discriminator' in issue;
    const fieldSchema = schemaAt(schema, kindOf ? issue.path.slice(0, -1) : issue.path, data);
    const hint = fieldSchema ? descriptionOf(fieldSchema) : undefined;
    issues.push({
      path: issue.path,
      field: formatFieldPath(issue.path),
      message: hint ? `${issueMessage(issue)} Hint: ${hint}` : issueMessage(issue),
    });
  }
  return { ok: false, issues };
}

/** Validates `source.data` and returns the parsed value or the problems, never both. */
export function validateSource<S extends z.ZodType>(
  schema: S,
  source: YamlSource,
): { data: z.infer<S>; problems: [] } | { data: undefined; problems: Problem[] } {
  const result = schemaIssues(schema, source.data);
  if (result.ok) return { data: result.data as z.infer<S>, problems: [] };
  const problems: Problem[] = result.issues.map((issue) => ({
    file: source.file,
    ...source.locate(issue.path, issue.key ? { key: true } : undefined),
    field: issue.field,
    message: issue.message,
  }));
  return { data: undefined, problems };
}
