/**
 * `npm run launch-check -- --live`: what only the live providers can tell, asked of them
 * (docs/setup.md, "Checking it live"). Each check is one finding; a check whose credentials are
 * not in the shell says which to set. Every provider's address can be pointed at a stand-in, as
 * for npm run setup (SUPABASE_API_URL, RESEND_API_URL, GITHUB_API_URL, NETLIFY_API_URL), and
 * LIVE_SUPABASE_URL sends the project's own calls (the test lead) elsewhere than VITE_SUPABASE_URL.
 */
import { liveAddressProblems } from '../../src/content/launch.ts';
import { type Finding, healthUrl } from '../../src/lib/launch-settings.ts';
import { githubApi } from '../setup/github.ts';
import { type Api, baseUrl, call } from '../setup/http.ts';
import { resendApi } from '../setup/resend.ts';
import { supabaseApi } from '../setup/supabase.ts';

const ok = (text: string): Finding => ({ level: 'ok', text });
const warning = (text: string): Finding => ({ level: 'warning', text });
const problem = (text: string): Finding => ({ level: 'problem', text });

export interface LiveContext {
  env: NodeJS.ProcessEnv;
  contentDir: string;
  /** content/site.yaml's url and the parts of it the checks need. */
  siteUrl: string;
  leadsTo: string;
  repo?: string;
  authBaseUrl?: string;
  authEndpoint?: string;
}

/** The built address is the site's own, and everything is https. */
export function addressFindings(ctx: LiveContext): Finding[] {
  const problems = liveAddressProblems({
    contentDir: ctx.contentDir,
    siteUrl: ctx.env.SITE_URL || ctx.siteUrl,
    supabaseUrl: ctx.env.VITE_SUPABASE_URL,
  });
  if (problems.length) return problems.map(problem);
  return [ok(`The site is built for its own address, ${ctx.env.SITE_URL || ctx.siteUrl}, and every address is https.`)];
}

const domainOf = (ctx: LiveContext) => {
  const from = ctx.env.NOTIFY_FROM?.split('@')[1];
  return from ?? `mail.${new URL(ctx.siteUrl).hostname.replace(/^www\./, '')}`;
};

/** Resend's GET /domains and GET /domains/{id} (https://resend.com/docs/api-reference/domains/get-domain). */
export async function sendingDomain(ctx: LiveContext): Promise<Finding> {
  const name = domainOf(ctx);
  if (!ctx.env.RESEND_API_KEY)
    return problem(`The sending domain was not asked: set RESEND_API_KEY (full access) in this shell.`);
  const api = resendApi(ctx.env, ctx.env.RESEND_API_KEY);
  const { data } = await call<{ data: { id: string; name: string }[] }>(api, 'GET', '/domains');
  const found = data.data.find((d) => d.name === name);
  if (!found) return problem(`The sending domain ${name} is not at Resend: npm run setup adds it.`);
  const { data: domain } = await call<{ status: string }>(api, 'GET', `/domains/${found.id}`);
  if (domain.status === 'verified') return ok(`The sending domain ${name} is verified at Resend.`);
  return problem(
    `The sending domain ${name} is not verified (Resend says "${domain.status}"): add its DNS records (npm run setup prints them), then Resend → Domains → Verify.`,
  );
}

/**
 * The editor's sign-in: the OAuth endpoint Decap opens (Netlify's https://api.netlify.com/auth,
 * or editor.authBaseUrl) must send the browser on to GitHub's authorisation page.
 */
export async function editorSignIn(ctx: LiveContext): Promise<Finding> {
  // Netlify's own sign-in follows NETLIFY_API_URL (a stand-in); another service (an OAuth proxy) is asked where it is.
  const netlify = !ctx.authBaseUrl || /^https:\/\/api\.netlify\.com\/?$/.test(ctx.authBaseUrl);
  const base = netlify ? baseUrl(ctx.env, 'NETLIFY_API_URL', 'https://api.netlify.com') : ctx.authBaseUrl!;
  const host = new URL(ctx.env.EDITOR_URL || ctx.siteUrl).hostname;
  const url = `${base.replace(/\/+$/, '')}/${ctx.authEndpoint ?? 'auth'}?provider=github&site_id=${encodeURIComponent(host)}&scope=repo`;
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    const location = response.headers.get('location') ?? '';
    if (response.status >= 300 && response.status < 400 && /github\.com\/login\/oauth\/authorize/.test(location)) {
      return ok(`The editor's sign-in answers: ${base} sends editors on to GitHub.`);
    }
    return problem(
      `The editor's sign-in at ${base} answers ${response.status}, not a way to GitHub: set the OAuth app's client id and secret for ${host} (docs/going-live.md, the editor's sign-in).`,
    );
  } catch (error) {
    return problem(
      `The editor's sign-in at ${base} does not answer: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/** The Actions secrets and variable the workflows need, and the backup workflow's last success. */
export async function githubFindings(ctx: LiveContext, now: number): Promise<Finding[]> {
  const repo = ctx.env.GITHUB_REPOSITORY || ctx.repo;
  if (!ctx.env.GITHUB_TOKEN || !repo) {
    return [
      problem('The repository was not asked: set GITHUB_TOKEN (and GITHUB_REPOSITORY, owner/name) in this shell.'),
    ];
  }
  const api = githubApi(ctx.env, ctx.env.GITHUB_TOKEN);
  const found: Finding[] = [];
  for (const name of ['DEPLOY_HOOK_URL', 'SUPABASE_ACCESS_TOKEN', 'SUPABASE_PROJECT_REF']) {
    const { status } = await call(api, 'GET', `/repos/${repo}/actions/secrets/${name}`, undefined, { accept: [404] });
    found.push(
      status === 200
        ? ok(
            `The repository secret ${name} is set${name === 'DEPLOY_HOOK_URL' ? ' (the deploy hook: scheduled posts publish)' : ''}.`,
          )
        : problem(`The repository secret ${name} is not set: npm run setup sets it.`),
    );
  }
  const variable = await call<{ value: string }>(api, 'GET', `/repos/${repo}/actions/variables/SITE_URL`, undefined, {
    accept: [404],
  });
  const wanted = ctx.env.SITE_URL || ctx.siteUrl;
  found.push(
    variable.status === 200 && variable.data.value === wanted
      ? ok(`The repository variable SITE_URL is ${wanted}.`)
      : problem(
          `The repository variable SITE_URL is ${variable.status === 200 ? variable.data.value : 'not set'}, not ${wanted}.`,
        ),
  );
  found.push(await backupFinding(api, repo, now));
  return found;
}

/** The backup workflow (.github/workflows/backup.yml): its latest successful run under 48 hours old. */
async function backupFinding(api: Api, repo: string, now: number): Promise<Finding> {
  const { status, data } = await call<{ workflow_runs?: { created_at: string }[] }>(
    api,
    'GET',
    `/repos/${repo}/actions/workflows/backup.yml/runs?status=success&per_page=1`,
    undefined,
    { accept: [404] },
  );
  const last = status === 200 ? data.workflow_runs?.[0]?.created_at : undefined;
  if (!last)
    return problem('No successful backup: the backup workflow has not run yet (Actions → backup → Run workflow).');
  const hours = (now - Date.parse(last)) / 3_600_000;
  return hours < 48
    ? ok(`The last backup is ${Math.max(0, Math.round(hours))} hours old.`)
    : problem(`The last successful backup is ${Math.round(hours)} hours old: look at the backup workflow's runs.`);
}

/** The heartbeat the sender pings (HEARTBEAT_URL among the functions' secrets), and the monitor. */
export async function monitoringFindings(ctx: LiveContext): Promise<Finding[]> {
  const ref =
    ctx.env.SUPABASE_PROJECT_REF ||
    /^https:\/\/([a-z0-9]{20})\.supabase\.co/.exec(ctx.env.VITE_SUPABASE_URL ?? '')?.[1];
  const found: Finding[] = [];
  if (!ctx.env.SUPABASE_ACCESS_TOKEN || !ref) {
    found.push(
      problem('The heartbeat was not asked: set SUPABASE_ACCESS_TOKEN (and VITE_SUPABASE_URL) in this shell.'),
    );
  } else {
    const { data } = await call<{ name: string }[]>(
      supabaseApi(ctx.env, ctx.env.SUPABASE_ACCESS_TOKEN),
      'GET',
      `/v1/projects/${ref}/secrets`,
    );
    const names = new Set(data.map((s) => s.name));
    found.push(
      names.has('HEARTBEAT_URL')
        ? ok('The sender pings a heartbeat after every run (HEARTBEAT_URL is set).')
        : problem('No heartbeat: make a check at healthchecks.io and run npm run setup with HEARTBEAT_URL.'),
    );
    if (!names.has('HEALTH_TOKEN'))
      found.push(warning("HEALTH_TOKEN is not among the functions' secrets: the monitor sees the status only."));
  }
  found.push(await monitorFinding(ctx.env));
  return found;
}

/** UptimeRobot's monitor statuses (getMonitors): 2 is up; 0 paused, 1 not checked yet, 8 seems down, 9 down. */
const MONITOR_STATUS: Record<number, string> = {
  0: 'paused',
  1: 'not checked yet',
  2: 'up',
  8: 'seems down',
  9: 'down',
};

/**
 * The uptime monitor on the health check, where UptimeRobot holds it: POST /v2/getMonitors with
 * the (read-only) api_key in the form body (https://uptimerobot.com/api/). Other monitors
 * cannot be asked: a reminder then.
 */
async function monitorFinding(env: NodeJS.ProcessEnv): Promise<Finding> {
  const health = healthUrl(env);
  if (!env.UPTIMEROBOT_API_KEY || !health) {
    return warning(
      'The uptime monitor was not asked (UptimeRobot answers with UPTIMEROBOT_API_KEY, its read-only key, in this shell): check that one watches the health check (docs/health-check.md) and is green.',
    );
  }
  const base = baseUrl(env, 'UPTIMEROBOT_API_URL', 'https://api.uptimerobot.com');
  const response = await fetch(`${base}/v2/getMonitors`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cache-control': 'no-cache' },
    body: new URLSearchParams({ api_key: env.UPTIMEROBOT_API_KEY, format: 'json' }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => null)) as {
    stat?: string;
    monitors?: { url: string; status: number }[];
  } | null;
  if (body?.stat !== 'ok') return problem(`UptimeRobot answered ${response.status}: is UPTIMEROBOT_API_KEY right?`);
  const monitor = body.monitors?.find((m) => m.url.replace(/\/+$/, '') === health.replace(/\/+$/, ''));
  if (!monitor) return problem(`No UptimeRobot monitor watches ${health}: add one (docs/health-check.md).`);
  return monitor.status === 2
    ? ok(`The uptime monitor watches ${health} and it is up.`)
    : problem(`The uptime monitor on ${health} is ${MONITOR_STATUS[monitor.status] ?? `status ${monitor.status}`}.`);
}
