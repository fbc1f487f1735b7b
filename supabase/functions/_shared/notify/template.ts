/**
 * Fills `{name}` placeholders of a content template (the content check makes sure each
 * template holds exactly its known placeholders). The same rule as fillTemplate in
 * src/lib/format.ts, repeated because this folder is deployed on its own.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
