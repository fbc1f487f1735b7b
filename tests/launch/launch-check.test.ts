/**
 * `npm run launch-check` (scripts/checks/launch-check.ts): the whole list of example addresses in
 * content/, the production settings this shell holds, and the function's health check, asked of
 * a stand-in on 127.0.0.1 (HEALTH_URL).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/run-script.ts';
import { settingFindings } from '../../src/lib/launch-settings.ts';
import { nameFromRepo } from '../content/cli.ts';
import { cleanupFixtures, REPO_ROOT, replaceOnce, withFixture } from '../content/fixture.ts';
import { ownSiteYaml } from './own-company.ts';

let server: Server;
let answer: { status: number; body: unknown } = { status: 200, body: { status: 'ok' } };
let base = '';
beforeAll(async () => {
  // As notify-leads answers: the whole report to the health token's holder, the status to others.
  server = createServer((req, res) => {
    const trusted = req.headers.authorization === 'Bearer the-health-token';
    const body = trusted ? answer.body : { status: (answer.body as { status: string }).status };
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  cleanupFixtures();
});

const claims = (role: string) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ role })).toString('base64url')}.sig`;
const PROJECT = 'https://abcdefghijklmnopqrst.supabase.co';

async function launchCheck(contentDir: string, env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(VITE_SUPABASE|SUPABASE_|SITE_URL|HEALTH_URL|HEALTH_TOKEN|CONTENT_DIR)/.test(name),
    ),
  );
  const [command, args] = scriptCommand(REPO_ROOT, 'scripts/checks/launch-check.ts');
  try {
    const { stdout } = await promisify(execFile)(command, args, {
      cwd: REPO_ROOT,
      env: { ...clean, CONTENT_DIR: contentDir, ...env },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe('npm run launch-check', () => {
  it('lists every example address with file:line, the settings, and an unhealthy function; exit 1', async () => {
    const dir = withFixture();
    answer = { status: 503, body: { status: 'unhealthy', problems: ['no API key: RESEND_API_KEY is not set'] } };
    const r = await launchCheck(dir, {
      VITE_SUPABASE_URL: PROJECT,
      VITE_SUPABASE_ANON_KEY: claims('anon'),
      SITE_URL: 'https://www.example.com',
      SUPABASE_URL: PROJECT,
      SUPABASE_SECRET_KEY: 'sb_publishable_oops',
      HEALTH_URL: `${base}/functions/v1/notify-leads`,
      HEALTH_TOKEN: 'the-health-token',
    });
    expect(r.code).toBe(1);
    const site = nameFromRepo(path.join(dir, 'site.yaml'));
    // The lines of the fixture's site.yaml that name an example address (the url, the company's
    // e-mail, the leads' inbox, the booking page), wherever later fields move them.
    const siteLines = readFileSync(path.join(dir, 'site.yaml'), 'utf8').split('\n');
    const lineOf = (text: string) => siteLines.findIndex((l) => l.includes(text)) + 1;
    const named = ['https://www.example.com', 'founder@example.com', 'owner@example.com', 'booking.example.com'];
    for (const text of named) expect(r.stdout).toContain(`✗ ${site}:${lineOf(text)}:`);
    // And the example company itself: its name, as site.yaml sets it.
    expect(r.stdout).toContain(
      `✗ ${site}:${lineOf('name: Lakeshore AI')}:9 company.name: "Lakeshore AI" is (or names)`,
    );
    expect(r.stdout).toContain(`✗ ${nameFromRepo(path.join(dir, 'case-studies/restaurants.yaml'))}:84:`);
    expect(r.stdout).toContain(`✓ VITE_SUPABASE_URL is ${PROJECT}`);
    expect(r.stdout).toContain('! VITE_SUPABASE_ANON_KEY is the legacy anon key');
    expect(r.stdout).toContain('✗ SITE_URL is an example address');
    expect(r.stdout).toContain('✗ SUPABASE_SECRET_KEY is the publishable key');
    expect(r.stdout).toContain('answers 503: no API key: RESEND_API_KEY is not set');
    // Without the token the function tells the status alone.
    const stranger = await launchCheck(dir, { VITE_SUPABASE_URL: PROJECT, HEALTH_URL: base });
    expect(stranger.stdout).toContain(
      `The health check at ${base} answers 503 (unhealthy; set HEALTH_TOKEN in this shell to read why)`,
    );
  });

  it('says ready when content and settings are real and the function answers "ok"; exit 0', async () => {
    const dir = withFixture({
      'site.yaml': ownSiteYaml,
      'case-studies/restaurants.yaml': replaceOnce('https://demo.example.com', 'https://demo.harborlight.de'),
    });
    answer = { status: 200, body: { status: 'ok', problems: [] } };
    const r = await launchCheck(dir, {
      VITE_SUPABASE_URL: PROJECT,
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc',
      SITE_URL: 'https://www.harborlight.de',
      SUPABASE_URL: PROJECT,
      SUPABASE_SECRET_KEY: 'sb_secret_abc',
      HEALTH_URL: base,
    });
    expect(r.stdout).toContain('Content (nothing of the example company)');
    expect(r.stdout).toContain(`✓ The health check at ${base} answers "ok".`);
    expect(r.stdout).toContain('✓ Ready to go live.');
    expect(r.code).toBe(0);
  });
});

describe('the settings it reads', () => {
  it('refuses the local server, a secret key in the browser and a contacts key for another project', () => {
    const found = settingFindings({
      VITE_SUPABASE_URL: 'http://127.0.0.1:3000',
      VITE_SUPABASE_ANON_KEY: 'sb_secret_abc',
      SUPABASE_SERVICE_ROLE_KEY: claims('service_role'),
      SUPABASE_URL: PROJECT,
    });
    expect(found.map((f) => `${f.level}: ${f.text}`)).toEqual([
      'problem: VITE_SUPABASE_URL is this computer, not the internet: http://127.0.0.1:3000',
      'problem: VITE_SUPABASE_ANON_KEY is a secret key (sb_secret_…), which must never reach a browser.',
      expect.stringMatching(/^warning: SITE_URL is not set/),
      expect.stringMatching(/^warning: SUPABASE_SERVICE_ROLE_KEY is the legacy service_role key/),
      `problem: SUPABASE_URL (${PROJECT}) is not the project the site sends to (http://127.0.0.1:3000).`,
    ]);
  });
});
