/**
 * The pure parts of `npm run setup`: the masking of every secret it holds (scripts/setup/log.ts),
 * the questions' checks and what is missing without a terminal (inputs.ts), the SQL literal of
 * the database steps (database.ts) and the sealed box GitHub takes (github.ts).
 */
import sodium from 'libsodium-wrappers';
import { describe, expect, it } from 'vitest';
import { literal } from '../../scripts/setup/database.ts';
import { sealSecret } from '../../scripts/setup/github.ts';
import { readInputs } from '../../scripts/setup/inputs.ts';
import { createReport, keepSecret, mask } from '../../scripts/setup/log.ts';

const ALL = {
  SITE_DOMAIN: 'your-company.com',
  SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst',
  SUPABASE_ACCESS_TOKEN: 'sbp_x',
  RESEND_API_KEY: 're_x',
  NETLIFY_AUTH_TOKEN: 'nfp_x',
  GITHUB_REPOSITORY: 'owner/site',
  GITHUB_TOKEN: 'ghp_x',
};

describe('the output', () => {
  it('masks every secret it was given, the longest first, in every kind of line', () => {
    keepSecret('abcdefgh12345678');
    keepSecret('abcdefgh12345678-and-more');
    keepSecret('1'); // too short to be a secret: never masks ordinary text
    expect(mask('token abcdefgh12345678-and-more and abcdefgh12345678, step 1')).toBe(
      'token •••••• and ••••••, step 1',
    );
    const lines: string[] = [];
    const report = createReport((line) => lines.push(line));
    report.did('set abcdefgh12345678');
    report.left('paste abcdefgh12345678');
    expect(lines.join('\n')).not.toContain('abcdefgh12345678');
    expect(report.changes).toBe(1);
    expect(report.leftOver).toEqual(['paste abcdefgh12345678']);
  });
});

describe('the questions', () => {
  it('takes the names from options and the environment, tokens from the environment only', async () => {
    const inputs = await readInputs(['--domain', 'other.com', '--repo=me/web'], ALL, {}, false);
    expect(inputs).toMatchObject({
      domain: 'other.com',
      repo: 'me/web',
      supabaseToken: 'sbp_x',
      projectRef: 'abcdefghijklmnopqrst',
    });
  });
  it('offers the defaults of content/, refuses a malformed reference, and names what is missing', async () => {
    const { SITE_DOMAIN: _, GITHUB_REPOSITORY: __, ...rest } = ALL;
    expect(await readInputs([], rest, { domain: 'site.com', repo: 'a/b' }, false)).toMatchObject({
      domain: 'site.com',
      repo: 'a/b',
    });
    await expect(readInputs([], { ...ALL, SUPABASE_PROJECT_REF: 'https://x.supabase.co' }, {}, false)).rejects.toThrow(
      'SUPABASE_PROJECT_REF should be 20 lower-case letters and digits.',
    );
    await expect(readInputs([], { SITE_DOMAIN: 'a.com' }, {}, false)).rejects.toThrow(
      'Not given: SUPABASE_PROJECT_REF (or --project-ref), SUPABASE_ACCESS_TOKEN, RESEND_API_KEY, NETLIFY_AUTH_TOKEN, GITHUB_REPOSITORY (or --repo), GITHUB_TOKEN.',
    );
  });
});

describe('what goes to the providers', () => {
  it('quotes SQL literals', () => {
    expect(literal("it's")).toBe("'it''s'");
  });
  it('seals a secret so that only the repository key pair opens it', async () => {
    await sodium.ready;
    const keys = sodium.crypto_box_keypair();
    const sealed = await sealSecret(sodium.to_base64(keys.publicKey, sodium.base64_variants.ORIGINAL), 'the value');
    const opened = sodium.crypto_box_seal_open(
      sodium.from_base64(sealed, sodium.base64_variants.ORIGINAL),
      keys.publicKey,
      keys.privateKey,
    );
    expect(sodium.to_string(opened)).toBe('the value');
  });
});
