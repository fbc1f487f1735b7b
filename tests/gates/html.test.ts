// Reading built pages (scripts/checks/html.ts): what the link checker and the CSP scan see.
import { describe, expect, it } from 'vitest';
import { parseSrcset, sitemapLocations, startTags } from '../../scripts/checks/html.ts';

describe('startTags', () => {
  it('decodes character references in attribute values, as browsers do', () => {
    const [a, b, c, d] = startTags(
      '<a href="/x?a=1&amp;b=2#s&eacute;">x</a>' +
        `<a href="&#x2F;x&#47;y&quot;&lt;&gt;&apos;&colon;">y</a>` +
        '<a href="&unknown; & alone">z</a>' +
        // In attributes, a legacy reference without ";" before "=" or a letter stays as written.
        '<a href="?a=1&copy=2&amp=3">w</a>',
    );
    expect(a!.attrs.href).toBe('/x?a=1&b=2#sé');
    expect(b!.attrs.href).toBe(`/x/y"<>':`);
    expect(c!.attrs.href).toBe('&unknown; & alone');
    expect(d!.attrs.href).toBe('?a=1&copy=2&amp=3');
  });

  it('reads quoted, unquoted and boolean attributes, first duplicate winning, case-insensitive names', () => {
    const [tag] = startTags(`<A HREF=/one data-x='a > b' hidden href="/two" title="x/y">`);
    expect(tag).toEqual({ name: 'a', attrs: { href: '/one', 'data-x': 'a > b', hidden: '', title: 'x/y' } });
  });

  it('skips comments, end tags and the insides of scripts and styles', () => {
    const tags = startTags(
      '<!-- <a href="/c"> --><script>if (a<b) x("<a href=/s>")</script><style>a[href="/t"]{}</style></p><a href="/real">',
    );
    expect(tags.map((t) => t.name)).toEqual(['script', 'style', 'a']);
    expect(tags[0]!.text).toBe('if (a<b) x("<a href=/s>")');
    expect(tags[1]!.text).toBe('a[href="/t"]{}');
  });

  it('keeps script text byte for byte (entities and markup-like text included) and decodes title text', () => {
    const body = "\n  if (a < b && c > d) document.write('<p>x</p>'); // &amp; stays\n";
    const [title, script, empty] = startTags(`<title>Tom &amp; Jerry</title><script>${body}</script><script></script>`);
    expect(title!.text).toBe('Tom & Jerry');
    expect(script!.text).toBe(body);
    expect(empty!.text).toBe('');
  });
});

describe('sitemapLocations', () => {
  it('lists each <loc>, decoded and trimmed', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
      '<url><loc>\n  https://www.example.test/search?a=1&amp;b=2\n</loc><lastmod>2025-01-01</lastmod></url>' +
      '<url><loc>https://www.example.test/</loc></url></urlset>';
    expect(sitemapLocations(xml)).toEqual(['https://www.example.test/search?a=1&b=2', 'https://www.example.test/']);
  });
});

describe('parseSrcset', () => {
  it('returns the URLs of the candidates', () => {
    expect(parseSrcset('/a.png 1x, /b.png 2x')).toEqual(['/a.png', '/b.png']);
    expect(parseSrcset('/a.png 320w,/b.png 640w,  /c.png')).toEqual(['/a.png', '/b.png', '/c.png']);
    // As in browsers, a URL runs to the next whitespace, commas included.
    expect(parseSrcset('/a.png,/b.png 640w')).toEqual(['/a.png,/b.png']);
    expect(parseSrcset('/img?w=1,2 100w, /d.png 200w')).toEqual(['/img?w=1,2', '/d.png']);
  });
});
