/**
 * `npm run setup` (scripts/setup/setup.ts) against stand-ins of Supabase's Management API (its
 * SQL in PGlite), GitHub, Netlify and Resend on 127.0.0.1: the first run makes everything, the
 * second only reads, and neither prints a secret.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/run-script.ts';
import { listMigrations } from '../../src/backend/db.ts';
import { cleanupFixtures, REPO_ROOT, replaceOnce, withFixture } from '../content/fixture.ts';
import { type Call, githubStandIn, netlifyStandIn, resendStandIn, supabaseStandIn } from './stand-ins.ts';

const REF = 'abcdefghijklmnopqrst';
const TOKENS = {
  SUPABASE_ACCESS_TOKEN: 'sbp_owner_token_0123456789abcdef',
  RESEND_API_KEY: 're_owner_full_access_0123456789',
  NETLIFY_AUTH_TOKEN: 'nfp_owner_token_0123456789abcdef',
  GITHUB_TOKEN: 'github_pat_owner_0123456789abcdef',
};
const CHAT = 'https://hooks.slack.com/services/T000/B000/chatsecret0123';

const calls: Call[] = [];
let stands: {
  supabase: Awaited<ReturnType<typeof supabaseStandIn>>;
  github: Awaited<ReturnType<typeof githubStandIn>>;
  netlify: Awaited<ReturnType<typeof netlifyStandIn>>;
  resend: Awaited<ReturnType<typeof resendStandIn>>;
};
let contentDir = '';

beforeAll(async () => {
  stands = {
    supabase: await supabaseStandIn(REF, TOKENS.SUPABASE_ACCESS_TOKEN, calls),
    github: await githubStandIn('lakeshore/site', TOKENS.GITHUB_TOKEN, calls),
    netlify: await netlifyStandIn(TOKENS.NETLIFY_AUTH_TOKEN, calls),
    resend: await resendStandIn(TOKENS.RESEND_API_KEY, calls),
  };
  contentDir = withFixture({
    'site.yaml': (text) =>
      text.replaceAll(/[a-z.-]*example\.com/g, 'lakeshore.ai').replace('repo: example/site', 'repo: lakeshore/site'),
    'case-studies/restaurants.yaml': replaceOnce('https://demo.example.com', 'https://demo.lakeshore.ai'),
  });
});
afterAll(async () => {
  await Promise.all(Object.values(stands).map((s) => s.close()));
  cleanupFixtures();
});

async function setup(extra: Record<string, string> = {}) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(SUPABASE_|RESEND_|NETLIFY_|GITHUB_|SITE_|CHAT_|HEARTBEAT_)/.test(name),
    ),
  );
  const [command, args] = scriptCommand(REPO_ROOT, 'scripts/setup/setup.ts');
  const env = {
    ...clean,
    CONTENT_DIR: contentDir,
    SUPABASE_API_URL: stands.supabase.url,
    GITHUB_API_URL: stands.github.url,
    NETLIFY_API_URL: stands.netlify.url,
    RESEND_API_URL: stands.resend.url,
    SUPABASE_PROJECT_REF: REF,
    GITHUB_REPOSITORY: 'lakeshore/site',
    SITE_DOMAIN: 'lakeshore.ai',
    CHAT_WEBHOOK_URL: CHAT,
    ...TOKENS,
    ...extra,
  };
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, { cwd: REPO_ROOT, env });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

const mutating = (list: Call[]) => list.filter((c) => c.mutating).map((c) => `${c.service} ${c.method} ${c.path}`);

describe('npm run setup', { timeout: 120_000 }, () => {
  it('makes everything once, then finds it all in place; never prints a secret', async () => {
    const first = await setup();
    expect(first.out).toContain('✓');
    expect(first.code, first.out).toBe(0);
    const firstCalls = calls.splice(0);
    const made = mutating(firstCalls);

    // What the first run made, each once.
    const migrations = listMigrations().length;
    expect(made.filter((c) => c === `supabase POST /v1/projects/${REF}/database/query`).length).toBeGreaterThanOrEqual(
      migrations,
    );
    for (const call of [
      'resend POST /domains',
      'resend POST /api-keys',
      `supabase POST /v1/projects/${REF}/secrets`,
      'netlify POST /api/v1/sites',
      'netlify POST /api/v1/accounts/acc-1/env',
      'github POST /repos/lakeshore/site/actions/variables',
    ]) {
      expect(
        made.filter((c) => c === call),
        call,
      ).toHaveLength(1);
    }
    expect(made.filter((c) => c === `supabase POST /v1/projects/${REF}/functions/deploy`)).toHaveLength(3);
    expect(made.filter((c) => c.startsWith('github PUT /repos/lakeshore/site/actions/secrets/'))).toHaveLength(3);
    expect(made.filter((c) => c.endsWith('/build_hooks'))).toHaveLength(1);

    // The state it left: every migration recorded, the shared secret in both places, the
    // sender's own key, the hook in GitHub's secret, the site's variables.
    const { supabase, github, netlify, resend } = stands;
    const recorded = await supabase.state.pg.query('select version from supabase_migrations.schema_migrations');
    expect(recorded.rows).toHaveLength(migrations);
    const vault = new Map(
      (
        await supabase.state.pg.query<{ name: string; secret: string }>('select name, secret from vault.secrets')
      ).rows.map((r) => [r.name, r.secret]),
    );
    expect(vault.get('notify_leads_url')).toBe(`https://${REF}.supabase.co/functions/v1/notify-leads`);
    expect(vault.get('notify_leads_secret')).toMatch(/^[0-9a-f]{64}$/);
    expect(supabase.state.secrets.get('NOTIFY_SECRET')).toBe(vault.get('notify_leads_secret'));
    expect(supabase.state.secrets.get('HEALTH_TOKEN')).toBe(vault.get('health_token'));
    expect(vault.get('chat_webhook_url')).toBe(CHAT);
    expect(supabase.state.secrets.get('RESEND_API_KEY')).toBe(resend.state.keys[0]!.token);
    expect(supabase.state.secrets.get('NOTIFY_FROM')).toBe('website@mail.lakeshore.ai');
    expect(supabase.state.secrets.get('SITE_URL')).toBe('https://lakeshore.ai');
    expect(supabase.state.functions.get('notify-leads')!.files).toEqual(
      expect.arrayContaining(['notify-leads/index.ts', 'notify-leads/settings.json', '_shared/notify/process.ts']),
    );
    expect(supabase.state.functions.get('human-check')!.metadata).toMatchObject({ verify_jwt: false });
    const hook = [...netlify.state.hooks.values()][0]![0]!;
    expect(github.state.open('DEPLOY_HOOK_URL')).toBe(hook.url);
    expect(github.state.open('SUPABASE_PROJECT_REF')).toBe(REF);
    expect(github.state.variables.get('SITE_URL')).toBe('https://lakeshore.ai');
    const env = [...netlify.state.env.values()][0]!;
    expect(Object.fromEntries(env.map((v) => [v.key, v.values[0]!.value]))).toEqual({
      VITE_SUPABASE_URL: `https://${REF}.supabase.co`,
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_standin0000',
      SITE_URL: 'https://lakeshore.ai',
    });
    expect(first.out).toMatch(/MX\s+send\.mail\s+→\s+feedback-smtp/);

    // The second run reads and changes nothing.
    const second = await setup();
    expect(second.code, second.out).toBe(0);
    expect(mutating(calls.splice(0))).toEqual([]);
    expect(second.out).toContain('Everything was already in place: nothing changed.');

    // No secret in either run's output.
    const secrets = [
      ...Object.values(TOKENS),
      CHAT,
      hook.url,
      ...vault.values(),
      ...supabase.state.secrets.values(),
      resend.state.keys[0]!.token,
    ].filter(
      (s) =>
        s.length >= 8 &&
        !s.startsWith('https://lakeshore.ai') &&
        !s.startsWith(`https://${REF}`) &&
        !s.startsWith('website@'),
    );
    for (const secret of secrets) {
      expect(first.out, 'a secret in the first run').not.toContain(secret);
      expect(second.out, 'a secret in the second run').not.toContain(secret);
    }
  });

  it("stops while content/site.yaml's url is the example company's, before asking any provider", async () => {
    const example = withFixture();
    const r = await setup({ CONTENT_DIR: example });
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      "content/site.yaml's url is still https://www.example.com (example.com is reserved for examples)",
    );
    expect(calls.splice(0)).toEqual([]);
  });

  it('names what is missing when not run in a terminal, and changes nothing', async () => {
    const r = await setup({ GITHUB_TOKEN: '', NETLIFY_AUTH_TOKEN: '' });
    expect(r.code).toBe(1);
    expect(r.out).toContain('Not given: NETLIFY_AUTH_TOKEN, GITHUB_TOKEN.');
    expect(mutating(calls.splice(0))).toEqual([]);
  });
});
