// The Content-Security-Policy builder and the inline-code scanners (scripts/lib/csp.ts).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_SOURCES,
  buildCsp,
  findBlockedInline,
  findInlineScripts,
  hashScript,
  isJavascriptUrl,
  parseCsp,
} from '../../scripts/lib/csp.ts';
import { scanPage } from '../../scripts/lib/headers.ts';
import { fullScan } from './csp-reference.ts';

const LOCAL = { supabaseUrl: 'http://127.0.0.1:54321/rest/v1', analytics: false, inlineScriptHashes: [] };
const PROD = { supabaseUrl: 'https://abcdefgh.supabase.co', analytics: false, inlineScriptHashes: [] };

const directive = (policy: string, name: string) => parseCsp(policy).get(name);

describe('buildCsp', () => {
  it('builds the locked-down policy from default-src none', () => {
    expect(buildCsp(LOCAL)).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self' http://127.0.0.1:54321; manifest-src 'self'; object-src 'none'; base-uri 'none'; " +
        "form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('never allows unsafe-inline, unsafe-eval, https: or * in script-src', () => {
    for (const options of [LOCAL, PROD, { ...PROD, analytics: true, inlineScriptHashes: [hashScript('x()')] }]) {
      const policy = buildCsp(options);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
      const scriptSrc = directive(policy, 'script-src')!;
      expect(scriptSrc).toContain("'self'");
      for (const source of scriptSrc) {
        expect(source).not.toBe('*');
        expect(source).not.toBe('https:');
        expect(source).not.toBe('http:');
        expect(source).not.toBe('data:');
        expect(source.startsWith("'") || source.startsWith('https://')).toBe(true);
      }
    }
  });

  it('puts only the Supabase origin in connect-src', () => {
    expect(directive(buildCsp(PROD), 'connect-src')).toEqual(["'self'", 'https://abcdefgh.supabase.co']);
    expect(directive(buildCsp({ ...LOCAL, supabaseUrl: 'http://localhost:3000' }), 'connect-src')).toEqual([
      "'self'",
      'http://localhost:3000',
    ]);
    expect(directive(buildCsp(LOCAL), 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:54321']);
  });

  it('rejects a Supabase URL that is not http(s)', () => {
    expect(() => buildCsp({ ...LOCAL, supabaseUrl: 'not a url' })).toThrow(/not a URL/);
    expect(() => buildCsp({ ...LOCAL, supabaseUrl: 'ftp://example.com' })).toThrow(/http\(s\)/);
  });

  it('allows the analytics hosts only with analytics', () => {
    const without = buildCsp(PROD);
    expect(without).not.toMatch(/google/);
    const withAnalytics = buildCsp({ ...PROD, analytics: true });
    expect(directive(withAnalytics, 'script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directive(withAnalytics, 'connect-src')).toEqual([
      "'self'",
      'https://abcdefgh.supabase.co',
      ...ANALYTICS_SOURCES.connect,
    ]);
    expect(directive(withAnalytics, 'connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    expect(directive(withAnalytics, 'img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    // Nothing else opens up.
    for (const name of [
      'default-src',
      'style-src',
      'font-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ]) {
      expect(directive(withAnalytics, name)).toEqual(directive(without, name));
    }
  });

  it('adds upgrade-insecure-requests only for an https Supabase URL', () => {
    expect(buildCsp(PROD)).toMatch(/; upgrade-insecure-requests$/);
    expect(buildCsp(LOCAL)).not.toMatch(/upgrade-insecure-requests/);
  });

  it('lists inline script hashes in script-src, once each, and rejects anything that is not a hash', () => {
    const a = hashScript('a()');
    const b = hashScript('b()');
    const scriptSrc = directive(buildCsp({ ...PROD, inlineScriptHashes: [b, a, b] }), 'script-src')!;
    expect(scriptSrc).toEqual(["'self'", ...[a, b].sort()]);
    expect(() => buildCsp({ ...PROD, inlineScriptHashes: ["'unsafe-inline'"] })).toThrow(/not a CSP hash/);
    expect(() => buildCsp({ ...PROD, inlineScriptHashes: ['sha256-abc='] })).toThrow(/not a CSP hash/);
  });
});

describe('hashScript', () => {
  it('matches known SHA-256 values (the CSP spec example, and the empty script)', () => {
    // CSP Level 3, "hash-source" example: alert('Hello, world.');
    expect(hashScript("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(hashScript('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('hashes the exact text, whitespace and non-ASCII included (UTF-8)', () => {
    expect(hashScript(' x() ')).not.toBe(hashScript('x()'));
    // "é" as UTF-8 bytes: 22 C3 A9 22.
    const utf8 = createHash('sha256')
      .update(Buffer.from([0x22, 0xc3, 0xa9, 0x22]))
      .digest('base64');
    expect(hashScript('"é"')).toBe(`'sha256-${utf8}'`);
    expect(utf8).toBe('8ohgF+nHq6z4BLVNZHh9zithHJVEuiHzr/3RJqblAIY=');
  });
});

describe('findInlineScripts', () => {
  it('returns executable inline scripts and ignores JSON-LD, JSON, templates and external scripts', () => {
    const html = `<!DOCTYPE html><html><head>
      <script type="application/ld+json">{"@context":"https://schema.org","name":"</p>"}</script>
      <script type="application/json" id="data">{"a":1}</script>
      <script type="text/template"><b>hi</b></script>
      <script type="module" src="/assets/site-abc.js"></script>
      <script src="/assets/legacy.js">ignored();</script>
      <script>classic();</script>
      <script type="text/javascript">typed();</script>
      <script type="TEXT/JavaScript; charset=utf-8">mixedCase();</script>
      <script type="module">import '/x.js';</script>
      <script type="importmap">{"imports":{}}</script>
      <!-- <script>commentedOut();</script> -->
    </head><body><p>&lt;script&gt;notAScript()&lt;/script&gt;</p></body></html>`;
    expect(findInlineScripts(html)).toEqual([
      'classic();',
      'typed();',
      'mixedCase();',
      "import '/x.js';",
      '{"imports":{}}',
    ]);
  });

  it('finds none in a page with JSON-LD and one module script (the shape of every built page)', () => {
    const html = `<head><script type="application/ld+json">{"@type":"Organization"}</script><script type="module" src="/assets/site-1.js"></script></head>`;
    expect(findInlineScripts(html)).toEqual([]);
  });

  it('keeps a script body verbatim (what the browser hashes), even with markup-like text inside', () => {
    const body = "\n  if (a < b && c > d) document.write('<p>x</p>');\n";
    expect(findInlineScripts(`<script>${body}</script><p>after</p>`)).toEqual([body]);
  });
});

describe('findBlockedInline', () => {
  it('finds event-handler attributes, javascript: URLs and inline styles', () => {
    const html = `<body>
      <button onclick="go()">Go</button>
      <img src="/a.png" alt="" ONERROR="x()">
      <a href="javascript:void(0)">A</a>
      <a href="  java&#x09;script&colon;alert(1)">B</a>
      <form action="JavaScript:send()"></form>
      <style>p{}</style>
      <p style="color:red">C</p>
    </body>`;
    expect(findBlockedInline(html).map((b) => b.kind)).toEqual([
      'event-handler',
      'event-handler',
      'javascript-url',
      'javascript-url',
      'javascript-url',
      'style-element',
      'style-attribute',
    ]);
  });

  it('ignores look-alikes: data-on* attributes, escaped code samples, URLs that merely contain "javascript:"', () => {
    const html = `<body>
      <a href="/docs" data-onclick="x" data-action="menu">Docs</a>
      <pre><code>&lt;button onclick="x()"&gt; &lt;a href="javascript:x()"&gt;</code></pre>
      <a href="https://example.org/javascript:guide">Guide</a>
      <script type="application/ld+json">{"onclick":"javascript:x()"}</script>
      <!-- <div onclick="x()"></div> -->
    </body>`;
    expect(findBlockedInline(html)).toEqual([]);
  });

  it('isJavascriptUrl follows the URL parser: leading spaces and embedded tabs/newlines do not hide the scheme', () => {
    expect(isJavascriptUrl('javascript:x')).toBe(true);
    expect(isJavascriptUrl(' \n JAVASCRIPT:x')).toBe(true);
    expect(isJavascriptUrl('java\tscript:x')).toBe(true);
    expect(isJavascriptUrl('/javascript:x')).toBe(false);
    expect(isJavascriptUrl('https://x/javascript:y')).toBe(false);
  });
});

describe('scanPage (the build reads only the tags the policy looks at)', () => {
  const pages = {
    'every kind of inline code': `<body><button onclick="go()">Go</button><img src="/a.png" alt="" ONERROR="x()">
      <a href="javascript:void(0)">A</a><a href="  java&#x09;script&colon;alert(1)">B</a>
      <form action="JavaScript:send()"></form><style>p{}</style><p style="color:red">C</p>
      <a class="long list of classes" style="" href="/x" onmouseover="y()" onmouseover="z()">D</a>
      <div STYLE=" color : blue " data-onclick="x"></div></body>`,
    'scripts of every type': `<head><script type="application/ld+json">{"name":"</p>"}</script>
      <script type="module" src="/s.js"></script><script src="/l.js">ignored();</script><script>classic();</script>
      <script type="TEXT/JavaScript; charset=utf-8">mixed();</script><script type="module">import '/x.js';</script>
      <script type="importmap">{"imports":{}}</script><SCRIPT>upper();</SCRIPT><script/>selfClosed();</script>
      <script>if (a < b && c > d) document.write('<p onclick="x()">x</p>');</script>
      <!-- <script>commentedOut();</script> --><script type="text/template"><b onclick="t()">hi</b></script></head>`,
    'duplicate attributes: the first wins': `<script src="/a.js" src=""></script><script type="application/json" type="module">{}</script>
      <a href="/safe" href="javascript:x()">x</a><a href="javascript:x()" href="/safe">y</a>`,
    'entities in values and text': `<title>Tom &amp; Jerry</title><a href="&#106;avascript:x()">j</a>
      <p style="&#99;olor:red">s</p><script>var s = "&amp;";</script><a href="java&Tab;script&colon;x()">t</a>
      <a href="/?a=1&copy=2&amp;b">legacy entities in a value</a><p style="color:red&semi;&#x20;">x</p>
      <svg><script>svg &amp; &#x3C;entities&gt;</script></svg>`,
    'SVG and MathML': `<svg><title>Icon &amp; more</title><style>circle{fill:red}</style><circle onclick="c()"/>
      <script>svgScript();</script><a href="javascript:s()"><text>t</text></a><foreignObject><div style="x:y"></div>
      <script>htmlInsideSvg();</script></foreignObject></svg><math><mi>x</mi><style>m{}</style></math>
      <script>afterForeign();</script><svg/><script>afterSelfClosedSvg();</script>
      <svg><style>in SVG, markup: <b onclick="svgStyle()">x</b></style></svg>
      <style>in HTML, text: <b onclick="htmlStyle()">x</b></style>
      <svg><desc><style>HTML again: <i onclick="desc()"></i></style></desc><style><u onclick="svg()"></u></style></svg>`,
    'a page with nothing inline': `<!DOCTYPE html><html><head><script type="module" src="/s.js"></script></head>
      <body><a href="/x" class="a b c">x</a><img src="/i.png" alt=""></body></html>`,
    'broken markup': `<div <a href="javascript:x()" onclick=y()>z</a><p onclick='w()'><script>unclosed(`,
  };
  for (const [what, html] of Object.entries(pages)) {
    it(`finds what the full parser finds: ${what}`, () => {
      expect(scanPage(html)).toEqual(fullScan(html));
    });
  }
});
