/** The build's refusal of a non-public Supabase key in VITE_SUPABASE_ANON_KEY (docs/going-live.md, "Deploying"). */
import { describe, expect, it } from 'vitest';
import { publicKeyMessage, publicKeyProblem } from '../../src/lib/supabase/public-key.ts';

/** An unsigned token with these claims: the check reads the role, it cannot verify a signature. */
const jwt = (claims: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims), 'signature']
    .map((p) => Buffer.from(p).toString('base64url'))
    .join('.');

describe('publicKeyProblem', () => {
  it('accepts the public keys: a publishable key, or a JWT with the role anon', () => {
    expect(publicKeyProblem('sb_publishable_abc123')).toBeNull();
    expect(publicKeyProblem(jwt({ iss: 'supabase', ref: 'abcd', role: 'anon' }))).toBeNull();
  });

  it('refuses a service-role JWT, a secret key, a token without a role and anything unrecognisable', () => {
    expect(publicKeyProblem(jwt({ role: 'service_role' }))).toBe(
      'is a key with the role "service_role", which must never reach a browser',
    );
    expect(publicKeyProblem('sb_secret_abc123')).toMatch(/^is a secret key \(sb_secret_…\)/);
    expect(publicKeyProblem(jwt({ sub: 'someone' }))).toMatch(/without a role/);
    expect(publicKeyProblem('paste-here')).toMatch(/neither a publishable key/);
  });

  it('names the variable and where the right key is', () => {
    const message = publicKeyMessage('VITE_SUPABASE_ANON_KEY', 'is a secret key');
    expect(message).toMatch(/^✗ VITE_SUPABASE_ANON_KEY is a secret key\./);
    expect(message).toContain('Project Settings → API Keys');
  });
});
