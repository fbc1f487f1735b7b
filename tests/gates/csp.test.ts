// The Content-Security-Policy (scripts/build/headers.ts) and the inline code it would block in a
// built page (scripts/checks/inline-code.ts).
import { describe, expect, it } from 'vitest';
import { ANALYTICS_SOURCES, buildCsp, parseCsp, searchPolicy } from '../../scripts/build/headers.ts';
import { findBlockedInline, findInlineScripts, isJavascriptUrl } from '../../scripts/checks/inline-code.ts';

const LOCAL = { supabaseUrl: 'http://127.0.0.1:54321/rest/v1', analytics: false };
const PROD = { supabaseUrl: 'https://abcdefgh.supabase.co', analytics: false };

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
    for (const options of [LOCAL, PROD, { ...PROD, analytics: true }]) {
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

  it("allows Plausible's events origin in connect-src only when it is set up, and no script host for it", () => {
    expect(buildCsp(PROD)).not.toMatch(/plausible/);
    const withPlausible = buildCsp({ ...PROD, plausible: 'https://plausible.io' });
    expect(directive(withPlausible, 'connect-src')).toEqual([
      "'self'",
      'https://abcdefgh.supabase.co',
      'https://plausible.io',
    ]);
    expect(directive(withPlausible, 'script-src')).toEqual(["'self'"]);
    expect(directive(withPlausible, 'img-src')).toEqual(["'self'", 'data:']);
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
});

describe('searchPolicy (the search page, where Pagefind compiles its WebAssembly)', () => {
  it("adds 'wasm-unsafe-eval' to script-src and changes nothing else", () => {
    for (const options of [LOCAL, PROD, { ...PROD, analytics: true }]) {
      const site = buildCsp(options);
      const search = searchPolicy(site);
      expect(directive(search, 'script-src')).toEqual([...directive(site, 'script-src')!, "'wasm-unsafe-eval'"]);
      const others = (policy: string) => [...parseCsp(policy)].filter(([name]) => name !== 'script-src');
      expect(others(search)).toEqual(others(site));
    }
  });

  it('never allows evaluating JavaScript, inline code, or workers and frames from anywhere', () => {
    const search = searchPolicy(buildCsp({ ...PROD, analytics: true }));
    expect(search).not.toMatch(/'unsafe-eval'|unsafe-inline|unsafe-hashes|blob:/);
    expect(directive(search, 'default-src')).toEqual(["'none'"]);
    expect(directive(search, 'worker-src')).toBeUndefined(); // falls back to script-src: the site's own files
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
