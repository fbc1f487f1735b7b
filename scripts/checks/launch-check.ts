/**
 * `npm run launch-check`: what still stands between this repository and a live site.
 *
 *   1. Everything of the example company in content/ (every example or reserved address, the
 *      example editor repository, its name, phones, pictures, reviews and clients), with file:line and what to put there: the list a live build
 *      refuses (scripts/build/site.ts).
 *   2. What the shell's environment tells of the production settings: VITE_SUPABASE_URL,
 *      VITE_SUPABASE_ANON_KEY, SITE_URL, and the secret key npm run contacts uses (set, on the
 *      internet, keys of the right kind).
 *   3. The notify-leads function's health check answering "ok" (HEALTH_URL, default: the function
 *      of VITE_SUPABASE_URL's project; with HEALTH_TOKEN, its answer says what is wrong).
 *
 *   4. With --live, what the providers say (./launch-live.ts, ./launch-lead.ts): the built
 *      address is the site's own and https; the sending domain verified; the editor's sign-in
 *      answering; the repository's secrets, variable and a backup under 48 hours old; the
 *      heartbeat; and a real test lead, sent, seen delivered and erased.
 *
 * Run it with the production values in the shell (docs/going-live.md, step "Launch check";
 * docs/setup.md for --live); it exits 1 while anything is a problem (warnings do not count).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { launchProblems } from '../../src/content/launch.ts';
import { siteOptions } from '../../src/content/options.ts';
import { formatProblem } from '../../src/content/problems.ts';
import { type Finding, healthFinding, healthUrl, settingFindings } from '../../src/lib/launch-settings.ts';
import { testLead } from './launch-lead.ts';
import {
  addressFindings,
  editorSignIn,
  githubFindings,
  type LiveContext,
  monitoringFindings,
  sendingDomain,
} from './launch-live.ts';

const MARK: Record<Finding['level'], string> = { ok: '✓', warning: '!', problem: '✗' };

async function askHealth(url: string): Promise<Finding> {
  try {
    // HEALTH_TOKEN, when the function has one: its answer then names what is wrong.
    const token = process.env.HEALTH_TOKEN;
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
    const body: unknown = await response.json().catch(() => null);
    return healthFinding(url, { status: response.status, body });
  } catch (error) {
    return healthFinding(url, { error: error instanceof Error ? error.message : String(error) });
  }
}

const { contentDir, publicDir } = siteOptions();
const content = launchProblems(contentDir, publicDir);
console.log(
  `Content (${content.length ? `${content.length} place${content.length === 1 ? '' : 's'} of the example company left` : 'nothing of the example company'}):`,
);
for (const problem of content) console.log(`  ✗ ${formatProblem(problem)}`);

const findings = settingFindings(process.env);
const url = healthUrl(process.env);
findings.push(
  url
    ? await askHealth(url)
    : { level: 'problem', text: 'The health check was not asked: VITE_SUPABASE_URL is not set.' },
);
console.log('\nProduction settings (from this shell):');
for (const finding of findings) console.log(`  ${MARK[finding.level]} ${finding.text}`);

/** A check that fails to run is a problem named by its message, never a crash of the whole list. */
async function safely(check: () => Promise<Finding | Finding[]>, what: string): Promise<Finding[]> {
  try {
    return [await check()].flat();
  } catch (error) {
    return [{ level: 'problem', text: `${what}: ${error instanceof Error ? error.message : String(error)}` }];
  }
}

async function liveFindings(contentDir: string): Promise<Finding[]> {
  const site = parse(readFileSync(path.join(contentDir, 'site.yaml'), 'utf8')) as {
    url: string;
    notifications?: { leadsTo?: string };
    editor?: { repo?: string; authBaseUrl?: string; authEndpoint?: string };
  };
  const env = process.env;
  const ctx: LiveContext = {
    env,
    contentDir,
    siteUrl: new URL(site.url).origin,
    leadsTo: site.notifications?.leadsTo ?? '',
    repo: site.editor?.repo,
    authBaseUrl: site.editor?.authBaseUrl,
    authEndpoint: site.editor?.authEndpoint,
  };
  const project = (env.LIVE_SUPABASE_URL || env.VITE_SUPABASE_URL || '').replace(/\/+$/, '');
  const lead = async () =>
    env.SUPABASE_SECRET_KEY && env.VITE_SUPABASE_ANON_KEY && project
      ? testLead({
          project,
          publishableKey: env.VITE_SUPABASE_ANON_KEY,
          secretKey: env.SUPABASE_SECRET_KEY,
          leadsTo: ctx.leadsTo,
          timeoutMs: Number(env.LAUNCH_LEAD_TIMEOUT_S || 120) * 1000,
        })
      : [
          {
            level: 'problem' as const,
            text: 'No test lead was sent: set VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY and SUPABASE_SECRET_KEY in this shell.',
          },
        ];
  return [
    ...addressFindings(ctx),
    ...(await safely(() => sendingDomain(ctx), 'The sending domain could not be asked')),
    ...(await safely(() => editorSignIn(ctx), "The editor's sign-in could not be asked")),
    ...(await safely(() => githubFindings(ctx, Date.now()), 'The repository could not be asked')),
    ...(await safely(() => monitoringFindings(ctx), 'The heartbeat could not be asked')),
    ...(await safely(lead, 'The test lead failed')),
  ];
}

if (process.argv.includes('--live')) {
  const live = await liveFindings(siteOptions().contentDir);
  console.log('\nLive (asked of the providers):');
  for (const finding of live) console.log(`  ${MARK[finding.level]} ${finding.text}`);
  findings.push(...live);
}

const problems = content.length + findings.filter((f) => f.level === 'problem').length;
console.log(
  problems ? `\n✗ ${problems} thing${problems === 1 ? '' : 's'} to do before going live.` : '\n✓ Ready to go live.',
);
process.exitCode = problems ? 1 : 0;
