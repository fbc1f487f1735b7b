// Links to the site's own address as paths (src/content/own-links.ts): what the editor stores
// when text pasted from a page of the site carries whole addresses, and what the check calls a
// link to this computer.
import { describe, expect, it } from 'vitest';
import { linksAsPaths, localAddress, ownPath, valuesWithPaths } from '../../src/content/own-links.ts';

const SITE = ['http://localhost:49100', 'https://www.example.com'];

describe('a link to this computer', () => {
  it.each([
    ['http://localhost:49100/servics', 'localhost:49100', '/servics'],
    ['http://127.0.0.1:3000/blog/x?a=1#top', '127.0.0.1:3000', '/blog/x?a=1#top'],
    ['https://[::1]:8080', '[::1]:8080', '/'],
    ['http://0.0.0.0/contact', '0.0.0.0', '/contact'],
    ['http://LOCALHOST/Services', 'localhost', '/Services'],
    ['http://site.localhost:5173/about', 'site.localhost:5173', '/about'],
  ])('%s leads to %s, path %s', (url, host, path) => {
    expect(localAddress(url)).toEqual({ host, path });
  });

  it.each([
    '/services',
    'https://www.example.com/x',
    'https://localhost.example.com/x',
    'https://127.0.0.1.example.com/',
    'mailto:hello@localhost',
    '#faq',
  ])('%s is not one', (url) => {
    expect(localAddress(url)).toBeUndefined();
  });
});

describe("the path of a link to the site's own address", () => {
  it("is the path for this computer on any port, and for the site's hosts on either scheme, with or without www.", () => {
    expect(ownPath('http://localhost:5000/servics', SITE)).toBe('/servics');
    expect(ownPath('https://www.example.com/services#voice', SITE)).toBe('/services#voice');
    expect(ownPath('http://example.com/blog', SITE)).toBe('/blog');
    expect(ownPath('https://www.example.com', SITE)).toBe('/');
  });

  it('leaves every other link alone', () => {
    expect(ownPath('https://www.other.example/services', SITE)).toBeUndefined();
    expect(ownPath('https://shop.example.com/services', SITE)).toBeUndefined();
    expect(ownPath('/services', SITE)).toBeUndefined();
  });
});

describe('Markdown with its own links as paths', () => {
  it('rewrites inline links, pictures, autolinks and definitions, and nothing else', () => {
    const before = [
      'See [our services](http://localhost:49100/servics "Services") and ![a chart](http://127.0.0.1:49100/images/chart.png).',
      'Or <https://www.example.com/contact>, or [elsewhere](https://other.example/x).',
      '[faq]: https://www.example.com/#faq',
      'Typed out in a sentence: http://localhost:49100/blog stays as written.',
    ].join('\n');
    expect(linksAsPaths(before, SITE)).toBe(
      [
        'See [our services](/servics "Services") and ![a chart](/images/chart.png).',
        'Or </contact>, or [elsewhere](https://other.example/x).',
        '[faq]: /#faq',
        'Typed out in a sentence: http://localhost:49100/blog stays as written.',
      ].join('\n'),
    );
  });

  it("an entry's values: Markdown everywhere, whole values only in link and picture fields", () => {
    const values = {
      url: 'https://www.example.com',
      body: 'Read [this](http://localhost:49100/blog).',
      cta: { href: 'http://localhost:49100/contact', label: 'http://localhost:49100/contact' },
      items: [{ href: 'https://www.example.com/services' }, { href: 'https://other.example/' }],
    };
    const links = new Set(['cta.href', 'items.0.href', 'items.1.href']);
    expect(valuesWithPaths(values, SITE, (path) => links.has(path.join('.')))).toEqual({
      url: 'https://www.example.com',
      body: 'Read [this](/blog).',
      cta: { href: '/contact', label: 'http://localhost:49100/contact' },
      items: [{ href: '/services' }, { href: 'https://other.example/' }],
    });
  });
});
