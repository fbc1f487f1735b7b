/**
 * Copy with named placeholders filled in: ("By {author}", { author: "Ada" }) → "By Ada". A
 * placeholder without a value stays as written, so a gap shows rather than hides (the content
 * check makes sure each template holds exactly its known placeholders). Defined here, as the
 * e-mail sender is deployed on its own; the site imports it (src/lib/format.ts).
 */
export const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
