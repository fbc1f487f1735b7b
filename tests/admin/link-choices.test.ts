// What a link field in /admin offers: every page an editor may link to, named as the editor knows
// it, and the home page's sections; nothing that is not a page of the site.
import { describe, expect, test } from 'vitest';
import { linkChoices } from '../../src/admin/link-choices.ts';
import { checkContent } from '../../src/content/index.ts';
import { buildRouteTable, findRoute } from '../../src/content/routes.ts';

const content = checkContent().content!;
const choices = linkChoices(content);

describe('linkChoices', () => {
  test('names each page by its title and kind', () => {
    const service = content.services.items[0]!;
    const post = content.posts[0]!;
    const industry = content.industries.items[0]!;
    expect(choices).toContainEqual({ value: `/services/${service.slug}`, label: `Service: ${service.title}` });
    expect(choices).toContainEqual({ value: `/blog/${post.slug}`, label: `Article: ${post.title}` });
    expect(choices).toContainEqual({ value: `/industries/${industry.slug}`, label: `Industry: ${industry.title}` });
    expect(choices).toContainEqual({ value: '/', label: 'Home page' });
    expect(choices).toContainEqual({ value: '/contact', label: 'Contact' });
    expect(choices).toContainEqual({ value: '/#faq', label: 'Home page, section #faq' });
  });

  test('offers only addresses of the site, each once, and leaves out pages nobody links to', () => {
    const routes = buildRouteTable(content);
    for (const choice of choices) expect(findRoute(routes, choice.value), choice.value).toBeDefined();
    expect(new Set(choices.map((c) => c.value)).size).toBe(choices.length);
    const values = choices.map((c) => c.value);
    expect(values).not.toContain('/404.html');
    expect(values.some((v) => v.startsWith('/newsletter/'))).toBe(false);
    expect(choices.every((c) => c.label.trim() !== '' && !/undefined|null/.test(c.label))).toBe(true);
  });
});
