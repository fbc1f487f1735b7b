// The rules written for each host from one list: `_redirects` (Netlify, Cloudflare Pages) and
// the redirects of vercel.json, and the local servers' reading of `_redirects`.
import { describe, expect, it } from 'vitest';
import {
  hostRules,
  matchRedirect,
  parseRedirectsFile,
  redirectsFileText,
  vercelRedirects,
} from '../../src/content/redirect-hosts.ts';

const rules = hostRules({
  redirects: [
    { from: '/restaurant-automation', to: '/hospitality-automation' },
    { from: '/spring-offer', to: '/services', status: 302 },
    { from: '/old-blog/*', to: '/blog/:splat' },
  ],
  gone: ['/blog/withdrawn'],
});

describe('redirect files for the hosts', () => {
  it('_redirects holds one line per rule, gone addresses as the 404 page with 410', () => {
    expect(redirectsFileText(rules).split('\n').slice(1)).toEqual([
      '/restaurant-automation /hospitality-automation 301',
      '/spring-offer /services 302',
      '/old-blog/* /blog/:splat 301',
      '/blog/withdrawn /404.html 410',
      '',
    ]);
  });

  it('reads back the rules it wrote', () => {
    expect(parseRedirectsFile(redirectsFileText(rules))).toEqual(rules);
  });

  it('vercel.json gets the redirects (Vercel has no 410 redirect: a gone address answers 404 there)', () => {
    expect(vercelRedirects(rules)).toEqual([
      { source: '/restaurant-automation', destination: '/hospitality-automation', statusCode: 301 },
      { source: '/spring-offer', destination: '/services', statusCode: 302 },
      { source: '/old-blog/:splat*', destination: '/blog/:splat', statusCode: 301 },
    ]);
  });

  it('matches an address with or without its trailing slash, and fills in a folder rule', () => {
    expect(matchRedirect(rules, '/spring-offer/')?.to).toBe('/services');
    expect(matchRedirect(rules, '/old-blog/a/b')?.to).toBe('/blog/a/b');
    expect(matchRedirect(rules, '/spring')).toBeUndefined();
    expect(matchRedirect(rules, '/old-blogs/a')).toBeUndefined();
  });
});
