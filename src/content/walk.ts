/**
 * Finds link and image values in validated YAML data by walking the schema beside the data, and
 * the slips of the company's placeholders ({compnay} for {company}) in its texts.
 */
import { distance } from 'fastest-levenshtein';
import type { z } from 'zod';
import { imageFields, linkFields, templateFields } from './schemas/common.ts';
import { IDENTITY_NAMES, isIdentityPlaceholder } from './schemas/identity.ts';
import { nodeOf, unwrapLayers } from './validate.ts';

export interface FoundValue {
  kind: 'link' | 'image' | 'slip';
  path: (string | number)[];
  value: string;
  /** A slip: the company's placeholder it most likely meant. */
  meant?: string;
}

/**
 * The company's placeholder a typed one nearly is ({compnay}, {legalname}), or undefined. Texts
 * with placeholders of their own refuse unknown ones themselves (template()); a plain text shows
 * a brace as written, so only a near miss of the company's own is a likely slip: one letter for
 * a short name, two for a longer one (so {count} is not taken for {courts}).
 */
export function identitySlip(name: string): string | undefined {
  if (isIdentityPlaceholder(name)) return undefined;
  return IDENTITY_NAMES.find((known) => {
    const gap = distance(name.toLowerCase(), known.toLowerCase());
    return gap <= (known.length > 6 ? 2 : 1);
  });
}

export function findLinksAndImages(
  schema: z.core.$ZodType,
  data: unknown,
  path: (string | number)[] = [],
  out: FoundValue[] = [],
): FoundValue[] {
  const layers = unwrapLayers(schema);
  if (typeof data === 'string') {
    if (layers.some((l) => linkFields.has(l))) out.push({ kind: 'link', path, value: data });
    if (layers.some((l) => imageFields.has(l))) out.push({ kind: 'image', path, value: data });
    if (data.includes('{') && !layers.some((l) => templateFields.has(l))) {
      for (const [, name] of data.matchAll(/\{([a-zA-Z]+)\}/g)) {
        const meant = identitySlip(name!);
        if (meant) out.push({ kind: 'slip', path, value: name!, meant });
      }
    }
    return out;
  }
  // A member of a union (a landing page's section) is the one this value belongs to.
  const def = nodeOf(schema, data);
  if (def.type === 'array' && Array.isArray(data)) {
    for (const [i, item] of data.entries()) findLinksAndImages(def.element!, item, [...path, i], out);
  }
  if (def.type === 'object' && data && typeof data === 'object') {
    for (const [key, child] of Object.entries(def.shape!)) {
      const value = (data as Record<string, unknown>)[key];
      if (value !== undefined) findLinksAndImages(child, value, [...path, key], out);
    }
  }
  return out;
}
