/**
 * Names of list entries for people: a problem at `items[8].answer` of content/faqs.yaml also
 * says FAQ 9 ("Do you offer…"), so an editor finds the entry without counting from zero.
 */
import type { z } from 'zod';
import { itemNames } from './schemas/common.ts';
import { nodeOf, unwrapLayers } from './validate.ts';

type AnySchema = z.core.$ZodType;

const TITLE_LENGTH = 24;

/** The start of a title, cut at a word boundary: "Do you offer ongoing support?" → "Do you offer…". */
export function shortTitle(title: string, max = TITLE_LENGTH): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace >= 8 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?–-]+$/, '')}…`;
}

function nameOf(schema: AnySchema): { noun: string; title?: string } | undefined {
  for (const layer of unwrapLayers(schema)) {
    const name = itemNames.get(layer);
    if (name) return name;
  }
  return undefined;
}

/**
 * The label of the innermost named list entry on `path` in `data` (validated or not), or
 * undefined when the path crosses no named list.
 */
export function itemLabel(schema: AnySchema, data: unknown, path: readonly PropertyKey[]): string | undefined {
  let current: AnySchema | undefined = schema;
  let value: unknown = data;
  let label: string | undefined;
  for (const key of path) {
    if (!current) break;
    // A member of a union (a landing page's section) is the one this value belongs to.
    const def = nodeOf(current, value, key);
    if (def.type === 'array' && typeof key === 'number' && def.element) {
      current = def.element;
      value = Array.isArray(value) ? value[key] : undefined;
      const name = nameOf(current);
      if (name) {
        const titleValue =
          name.title === '.'
            ? value
            : value && typeof value === 'object'
              ? (value as Record<string, unknown>)[name.title ?? '']
              : undefined;
        const title = typeof titleValue === 'string' && titleValue.trim() ? ` ("${shortTitle(titleValue)}")` : '';
        label = `${name.noun} ${key + 1}${title}`;
      }
    } else if (def.type === 'object' && def.shape) {
      current = def.shape[String(key)];
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[String(key)] : undefined;
    } else break;
  }
  return label;
}
