// Cloudflare Turnstile and the Content-Security-Policy: Cloudflare's script and its challenge
// frame are allowed only when a site key in content/site.yaml makes Turnstile the human check.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCsp, parseCsp, TURNSTILE_ORIGIN, writeSecurityHeaders } from '../../scripts/build/headers.ts';
import { siteSchema } from '../../src/content/schemas/site.ts';

const PROD = { supabaseUrl: 'https://abcdefgh.supabase.co', analytics: false };
const directive = (policy: string, name: string) => parseCsp(policy).get(name);

describe('the policy with Turnstile', () => {
  it('allows challenges.cloudflare.com for scripts and frames only when Turnstile is on', () => {
    const off = buildCsp(PROD);
    expect(off).not.toContain('cloudflare');
    expect(directive(off, 'frame-src')).toBeUndefined(); // default-src 'none' then forbids every frame
    const on = buildCsp({ ...PROD, turnstile: true });
    expect(directive(on, 'script-src')).toEqual(["'self'", TURNSTILE_ORIGIN]);
    expect(directive(on, 'frame-src')).toEqual([TURNSTILE_ORIGIN]);
    // The token goes to our own function, never from the page to Cloudflare's API.
    expect(directive(on, 'connect-src')).toEqual(["'self'", 'https://abcdefgh.supabase.co']);
  });

  it('the written _headers follow the site key of the content', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'csp-turnstile-'));
    try {
      const content = (turnstileSiteKey: string | null) => ({
        site: {
          analytics: { googleTagId: null },
          editor: { authBaseUrl: 'https://api.netlify.com' },
          turnstileSiteKey,
        },
      });
      const options = { supabaseUrl: PROD.supabaseUrl, pagePaths: ['/'], editor: false };
      expect(writeSecurityHeaders(dist, content('0x4AAAAAAAB12cdEFghIJklm'), options)).toContain(
        `frame-src ${TURNSTILE_ORIGIN}`,
      );
      expect(readFileSync(path.join(dist, '_headers'), 'utf8')).toContain(TURNSTILE_ORIGIN);
      expect(writeSecurityHeaders(dist, content(null), options)).not.toContain('cloudflare');
      expect(readFileSync(path.join(dist, '_headers'), 'utf8')).not.toContain('cloudflare');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('turnstileSiteKey in content/site.yaml', () => {
  const field = siteSchema.shape.turnstileSiteKey;
  it('takes a Turnstile site key or nothing, and refuses a secret key’s shape or an address', () => {
    expect(field.parse('0x4AAAAAAAB12cdEFghIJklm')).toBe('0x4AAAAAAAB12cdEFghIJklm');
    expect(field.parse(null)).toBeNull();
    expect(field.parse(undefined)).toBeNull();
    for (const wrong of ['https://challenges.cloudflare.com', '0x4 AAAA', '', 'x'.repeat(80)])
      expect(field.safeParse(wrong).success, wrong).toBe(false);
  });
});
