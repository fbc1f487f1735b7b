/**
 * `npm run setup`: the providers' side of going live as one guided command (docs/setup.md). It
 * asks for what only the owner can give (inputs.ts), then, reading before it writes, so that a
 * second run finds everything in place and changes nothing:
 *
 *   1. Resend: the sending domain mail.<domain> and a sending-only key for the sender (resend.ts);
 *   2. Supabase: pg_net and pg_cron, the migrations, Vault, the functions' secrets and the three
 *      functions (supabase.ts, database.ts), generating the shared secrets;
 *   3. Netlify: the site, its build variables and the deploy hook (netlify.ts);
 *   4. GitHub: the Actions secrets and the SITE_URL variable (github.ts);
 *
 * and prints the DNS records to copy and what is left to do by hand. No secret is ever printed
 * (log.ts masks every value it holds). Each provider's address can be pointed at a stand-in:
 * SUPABASE_API_URL, RESEND_API_URL, NETLIFY_API_URL, GITHUB_API_URL.
 */
import { randomBytes } from 'node:crypto';
import { checkContent } from '../../src/content/index.ts';
import { formatProblem } from '../../src/content/problems.ts';
import { reservedHost } from '../../src/content/reserved-domains.ts';
import { notifySettings } from '../../src/lib/notify-settings.ts';
import { applyMigrations, ensureExtensions, ensureVault, rewire } from './database.ts';
import { ensureSecrets, ensureVariables, githubApi } from './github.ts';
import { type Inputs, readInputs } from './inputs.ts';
import { createReport, keepSecret, mask, type Report } from './log.ts';
import { ensureBuildHook, ensureEnv, ensureSite, netlifyApi } from './netlify.ts';
import { ensureDomain, recordLines, resendApi, sendingKey } from './resend.ts';
import {
  ensureFunctionSecrets,
  ensureFunctions,
  findProject,
  functionForm,
  projectUrl,
  publishableKey,
  secretNames,
  supabaseApi,
} from './supabase.ts';

/** A shared secret: 32 random bytes, as hex (what `openssl rand -hex 32` gives). */
const generate = () => randomBytes(32).toString('hex');

function loadSite() {
  const { content, problems } = checkContent();
  if (!content) throw new Error(`content/ has problems; fix them first:\n${problems.map(formatProblem).join('\n')}`);
  const url = new URL(content.site.url);
  return { content, url, siteUrl: url.origin };
}

/** The site's address must not be the example company's: checked before any question is asked. */
function checkOwnAddress(siteUrl: URL): void {
  const reserved = reservedHost(siteUrl.hostname);
  if (reserved) {
    throw new Error(
      `content/site.yaml's url is still ${siteUrl.origin} (${reserved}). Put your own address there first (docs/going-live.md, step 1).`,
    );
  }
}

/** The site's address must be on the owner's domain, and https. */
function checkAddress(siteUrl: URL, domain: string): void {
  if (siteUrl.hostname !== domain && siteUrl.hostname !== `www.${domain}`) {
    throw new Error(
      `content/site.yaml's url (${siteUrl.origin}) is not on ${domain}: make them agree, then run this again.`,
    );
  }
  if (siteUrl.protocol !== 'https:')
    throw new Error(`content/site.yaml's url must start with https:// (it is ${siteUrl.origin}).`);
}

async function supabaseSteps(
  inputs: Inputs,
  site: ReturnType<typeof loadSite>,
  resendKey: () => Promise<string | null>,
  report: Report,
) {
  const api = supabaseApi(process.env, inputs.supabaseToken);
  const ref = inputs.projectRef;
  report.heading('Supabase');
  await findProject(api, ref, report);
  const added = await ensureExtensions(api, ref, report);
  const migratedBefore = await applyMigrations(api, ref, report);
  if (added.length && migratedBefore) await rewire(api, ref, report);
  const vault = await ensureVault(
    api,
    ref,
    [
      { name: 'notify_leads_url', value: `${projectUrl(ref)}/functions/v1/notify-leads` },
      { name: 'notify_leads_secret', value: generate(), generated: true },
      { name: 'health_token', value: generate(), generated: true },
      ...(inputs.chatWebhookUrl ? [{ name: 'chat_webhook_url', value: inputs.chatWebhookUrl }] : []),
    ],
    report,
  );
  for (const value of Object.values(vault)) keepSecret(value);
  const sendingToken = await resendKey();
  keepSecret(sendingToken ?? undefined);
  const mailDomain = `mail.${inputs.domain}`;
  await ensureFunctionSecrets(
    api,
    ref,
    [
      { name: 'NOTIFY_SECRET', value: vault.notify_leads_secret! },
      ...(sendingToken ? [{ name: 'RESEND_API_KEY', value: sendingToken }] : []),
      { name: 'NOTIFY_FROM', value: `website@${mailDomain}` },
      { name: 'SITE_URL', value: site.siteUrl },
      { name: 'ALTCHA_HMAC_KEY', value: generate(), generated: true },
      { name: 'HEALTH_TOKEN', value: vault.health_token! },
      ...(inputs.chatWebhookUrl ? [{ name: 'CHAT_WEBHOOK_URL', value: inputs.chatWebhookUrl }] : []),
      ...(inputs.heartbeatUrl ? [{ name: 'HEARTBEAT_URL', value: inputs.heartbeatUrl }] : []),
    ],
    report,
  );
  // The sender is deployed with the e-mails' settings of content/ (npm run notify:settings), for the live address.
  const settings = `${JSON.stringify(notifySettings(site.content, site.siteUrl), null, 2)}\n`;
  await ensureFunctions(
    api,
    ref,
    {
      'notify-leads': () => functionForm('notify-leads', { 'notify-leads/settings.json': settings }),
      'newsletter-unsubscribe': () => functionForm('newsletter-unsubscribe'),
      'human-check': () => functionForm('human-check'),
    },
    report,
  );
  return { api, publishable: await publishableKey(api, ref) };
}

async function run(): Promise<Report> {
  const site = loadSite();
  checkOwnAddress(site.url);
  const editorRepo = (site.content.site as { editor?: { repo?: string } }).editor?.repo;
  const inputs = await readInputs(process.argv.slice(2), process.env, {
    domain: site.url.hostname.replace(/^www\./, ''),
    repo: editorRepo,
  });
  for (const secret of [inputs.supabaseToken, inputs.resendKey, inputs.netlifyToken, inputs.githubToken])
    keepSecret(secret);
  for (const url of [inputs.chatWebhookUrl, inputs.heartbeatUrl]) keepSecret(url);
  checkAddress(site.url, inputs.domain);
  const report = createReport();
  report.info(`Setting up ${site.siteUrl}: project ${inputs.projectRef}, repository ${inputs.repo}.`);

  report.heading('Resend');
  const resend = resendApi(process.env, inputs.resendKey);
  const domain = await ensureDomain(resend, `mail.${inputs.domain}`, report);
  const supabase = await supabaseSteps(
    inputs,
    site,
    async () =>
      sendingKey(
        resend,
        domain.id,
        (await secretNames(supabaseApi(process.env, inputs.supabaseToken), inputs.projectRef)).has('RESEND_API_KEY'),
        report,
      ),
    report,
  );

  report.heading('Netlify');
  const netlify = netlifyApi(process.env, inputs.netlifyToken);
  const name = inputs.netlifySite ?? inputs.domain.replaceAll('.', '-');
  const netlifySite = await ensureSite(
    netlify,
    { name, customDomain: site.url.hostname, repo: inputs.repo, installationId: inputs.netlifyInstallationId },
    report,
  );
  await ensureEnv(
    netlify,
    netlifySite,
    {
      VITE_SUPABASE_URL: projectUrl(inputs.projectRef),
      VITE_SUPABASE_ANON_KEY: supabase.publishable,
      SITE_URL: site.siteUrl,
    },
    report,
  );
  const hook = await ensureBuildHook(netlify, netlifySite, report);
  keepSecret(hook.url);

  report.heading('GitHub');
  const github = githubApi(process.env, inputs.githubToken);
  await ensureSecrets(
    github,
    inputs.repo,
    [
      { name: 'SUPABASE_ACCESS_TOKEN', value: inputs.supabaseToken },
      { name: 'SUPABASE_PROJECT_REF', value: inputs.projectRef },
      { name: 'DEPLOY_HOOK_URL', value: hook.url, replace: hook.made },
    ],
    report,
  );
  await ensureVariables(github, inputs.repo, { SITE_URL: site.siteUrl }, report);
  if (editorRepo !== inputs.repo)
    report.left(`content/site.yaml's editor.repo is ${editorRepo}: set it to ${inputs.repo}, then npm run schemas.`);

  finalSteps(report, {
    domain,
    site: netlifySite.name,
    host: site.url.hostname,
    mailDomain: `mail.${inputs.domain}`,
    ref: inputs.projectRef,
  });
  return report;
}

function finalSteps(
  report: Report,
  at: { domain: Awaited<ReturnType<typeof ensureDomain>>; site: string; host: string; mailDomain: string; ref: string },
) {
  report.heading(`DNS records to add at your domain's DNS provider`);
  // A bare domain cannot be a CNAME at most DNS providers: Netlify's load balancer takes an A record.
  report.info(
    at.host.split('.').length > 2
      ? `CNAME ${at.host}  →  ${at.site}.netlify.app`
      : `ALIAS ${at.host}  →  ${at.site}.netlify.app  (or, where the provider has no ALIAS/ANAME: A ${at.host} → 75.2.60.5)`,
  );
  for (const line of recordLines(at.domain)) report.info(line);
  report.info(`TXT   _dmarc.${at.mailDomain}  →  v=DMARC1; p=none`);
  if (at.domain.status !== 'verified') {
    report.left(
      `Once the records resolve: Resend → Domains → ${at.mailDomain} → Verify (npm run launch-check -- --live tells when it is).`,
    );
  }
  report.left(
    "An uptime monitor on the health check, with the health token (docs/health-check.md; the token is Vault's health_token: select decrypted_secret from vault.decrypted_secrets where name = 'health_token').",
  );
  report.left(
    `For the Supabase CLI's own commands (a backup with npx supabase db dump --linked): npx supabase link --project-ref ${at.ref} once, with the database password.`,
  );
  report.left(
    "GitHub → Settings → Branches: protect main (docs/going-live.md, step 7); the editor's sign-in (step 8).",
  );
}

try {
  const report = await run();
  console.log(
    `\n${report.changes ? `✓ ${report.changes} change${report.changes === 1 ? '' : 's'} made.` : '✓ Everything was already in place: nothing changed.'}`,
  );
  if (report.leftOver.length) {
    console.log('Left for you:');
    for (const item of report.leftOver) console.log(mask(`  → ${item}`));
  }
} catch (error) {
  console.error(mask(`\n✗ ${error instanceof Error ? error.message : String(error)}`));
  console.error('  What was done stays done: fix this and run npm run setup again.');
  process.exitCode = 1;
}
