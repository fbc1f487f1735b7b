/** Finds link and image values in validated YAML data by walking the schema beside the data. */
import type { z } from 'zod';
import { imageFields, linkFields } from './schemas/common.ts';
import { nodeOf, unwrapLayers } from './validate.ts';

export interface FoundValue {
  kind: 'link' | 'image';
  path: (string | number)[];
  value: string;
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
