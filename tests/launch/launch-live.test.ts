/**
 * `npm run launch-check -- --live` (scripts/checks/launch-live.ts, launch-lead.ts) against
 * stand-ins: Resend, GitHub, Supabase's Management API and Netlify's sign-in on 127.0.0.1, and
 * the local server (PGlite, the human check and the e-mail sender) as the project the test lead
 * goes to. An unverified sending domain fails the check; verified, it passes; the test lead is
 * delivered and erased both times.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/run-script.ts';
import { localNotifyOptions, mailboxDir } from '../../src/backend/notify/from-env.ts';
import { type RunningServer, startServer } from '../../src/backend/server.ts';
import { mailboxMessages, removeTempDirs, tempDir } from '../backend/helpers.ts';
import { cleanupFixtures, REPO_ROOT, replaceOnce, withFixture } from '../content/fixture.ts';
import { githubStandIn, resendStandIn, supabaseStandIn } from '../setup/stand-ins.ts';
import { ownSiteYaml } from './own-company.ts';

const REF = 'abcdefghijklmnopqrst';
const PROJECT = `https://${REF}.supabase.co`;
const TOKENS = {
  resend: 're_full_access_test_0123',
  github: 'github_pat_test_0123456',
  supabase: 'sbp_test_token_0123456',
};

let project: RunningServer;
let dataDir = '';
let contentDir = '';
const little: Server[] = [];
let stands: {
  resend: Awaited<ReturnType<typeof resendStandIn>>;
  github: Awaited<ReturnType<typeof githubStandIn>>;
  supabase: Awaited<ReturnType<typeof supabaseStandIn>>;
};
let healthUrl = '';
let authUrl = '';
let monitorUrl = '';

/** A tiny server on 127.0.0.1 answering every request with `answer`. */
async function tiny(answer: (url: URL, body: string) => [number, Record<string, string>, string]): Promise<string> {
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const [status, headers, body] = answer(new URL(req.url ?? '/', 'http://127.0.0.1'), text);
      res.writeHead(status, headers).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  little.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  contentDir = withFixture({
    // The owner's own company throughout: the example's name, numbers and pictures are refused too.
    'site.yaml': ownSiteYaml,
    'case-studies/restaurants.yaml': replaceOnce('https://demo.example.com', 'https://demo.harborlight.de'),
  });
  dataDir = tempDir('launch-live');
  project = await startServer({
    port: 0,
    dataDir,
    distDir: tempDir('launch-live-site'),
    notify: { ...localNotifyOptions(dataDir, 'https://harborlight.de', {}), log: { info: () => {}, error: () => {} } },
  });
  stands = {
    resend: await resendStandIn(TOKENS.resend),
    github: await githubStandIn('harborlight/site', TOKENS.github),
    supabase: await supabaseStandIn(REF, TOKENS.supabase),
  };
  stands.resend.state.domains.push({
    id: 'dom-1',
    name: 'mail.harborlight.de',
    status: 'pending',
    region: 'us-east-1',
    created_at: '',
  });
  for (const name of ['DEPLOY_HOOK_URL', 'SUPABASE_ACCESS_TOKEN', 'SUPABASE_PROJECT_REF'])
    stands.github.state.secrets.set(name, 'sealed');
  stands.github.state.variables.set('SITE_URL', 'https://harborlight.de');
  stands.github.state.backupRuns.push({
    created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    conclusion: 'success',
  });
  stands.supabase.state.secrets.set('HEARTBEAT_URL', 'https://hc-ping.com/0000');
  stands.supabase.state.secrets.set('HEALTH_TOKEN', 'the-health-token-0000');
  healthUrl = await tiny(() => [200, { 'content-type': 'application/json' }, '{"status":"ok","problems":[]}']);
  // Netlify's sign-in: on to GitHub for the site whose OAuth provider is set, 404 otherwise.
  // UptimeRobot's getMonitors: the account's monitors for its key, the health check's up.
  monitorUrl = await tiny((url, body) =>
    url.pathname === '/v2/getMonitors' && new URLSearchParams(body).get('api_key') === 'ur-read-only-key'
      ? [
          200,
          { 'content-type': 'application/json' },
          JSON.stringify({ stat: 'ok', monitors: [{ id: 1, url: healthUrl, status: 2 }] }),
        ]
      : [200, { 'content-type': 'application/json' }, '{"stat":"fail","error":{"type":"invalid_parameter"}}'],
  );
  authUrl = await tiny((url) =>
    url.pathname === '/auth' && url.searchParams.get('site_id') === 'harborlight.de'
      ? [302, { location: 'https://github.com/login/oauth/authorize?client_id=abc&scope=repo' }, '']
      : [404, {}, 'Not Found'],
  );
}, 120_000);

afterAll(async () => {
  for (const server of little) server.close();
  await Promise.all(Object.values(stands).map((s) => s.close()));
  await project?.close();
  removeTempDirs();
  cleanupFixtures();
});

async function liveCheck() {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(VITE_SUPABASE|SUPABASE_|SITE_URL|HEALTH_|CONTENT_DIR|RESEND_|GITHUB_|NETLIFY_|NOTIFY_|UPTIMEROBOT_)/.test(
          name,
        ),
    ),
  );
  const [command, args] = scriptCommand(REPO_ROOT, 'scripts/checks/launch-check.ts');
  const env = {
    ...clean,
    CONTENT_DIR: contentDir,
    VITE_SUPABASE_URL: PROJECT,
    VITE_SUPABASE_ANON_KEY: project.publishableKey,
    SUPABASE_URL: PROJECT,
    SUPABASE_SECRET_KEY: project.secretKey,
    SITE_URL: 'https://harborlight.de',
    LIVE_SUPABASE_URL: project.url,
    LAUNCH_LEAD_TIMEOUT_S: '30',
    HEALTH_URL: healthUrl,
    RESEND_API_KEY: TOKENS.resend,
    RESEND_API_URL: stands.resend.url,
    GITHUB_TOKEN: TOKENS.github,
    GITHUB_API_URL: stands.github.url,
    SUPABASE_ACCESS_TOKEN: TOKENS.supabase,
    SUPABASE_API_URL: stands.supabase.url,
    NETLIFY_API_URL: authUrl,
    UPTIMEROBOT_API_KEY: 'ur-read-only-key',
    UPTIMEROBOT_API_URL: monitorUrl,
  };
  try {
    const { stdout } = await promisify(execFile)(command, [...args, '--live'], { cwd: REPO_ROOT, env });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout + failed.stderr };
  }
}

async function testLeadsLeft() {
  const { rows } = await project.db.pg.query(`select id from public.contacts where email like '%launch-check%'`);
  return rows.length;
}

describe('npm run launch-check -- --live', { timeout: 120_000 }, () => {
  it('fails while the sending domain is unverified, and passes once Resend says verified', async () => {
    const before = await liveCheck();
    expect(before.stdout).toContain(
      '✗ The sending domain mail.harborlight.de is not verified (Resend says "pending"): add its DNS records',
    );
    expect(before.code, before.stdout).toBe(1);
    // Everything else was asked and answered.
    for (const line of [
      '✓ The site is built for its own address, https://harborlight.de, and every address is https.',
      "✓ The editor's sign-in answers",
      '✓ The repository secret DEPLOY_HOOK_URL is set (the deploy hook: scheduled posts publish).',
      '✓ The repository variable SITE_URL is https://harborlight.de.',
      '✓ The last backup is 3 hours old.',
      '✓ The sender pings a heartbeat after every run (HEARTBEAT_URL is set).',
      `✓ The uptime monitor watches ${healthUrl} and it is up.`,
      "✓ The project answers VITE_SUPABASE_ANON_KEY: it is this project's key.",
      '✓ A test lead was sent to owner@harborlight.de and delivered.',
      '✓ The test lead was erased again.',
    ]) {
      expect(before.stdout).toContain(line);
    }
    expect(await testLeadsLeft()).toBe(0);
    expect(mailboxMessages(mailboxDir(dataDir)).length).toBeGreaterThan(0);

    stands.resend.state.domains[0]!.status = 'verified';
    const after = await liveCheck();
    expect(after.stdout).toContain('✓ The sending domain mail.harborlight.de is verified at Resend.');
    expect(after.stdout).toContain('✓ Ready to go live.');
    expect(after.code, after.stdout).toBe(0);
    expect(await testLeadsLeft()).toBe(0);
  });
});
