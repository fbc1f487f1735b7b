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
 * Run it with the production values in the shell (docs/going-live.md, step "Launch check");
 * it exits 1 while anything is a problem (warnings do not count).
 */
import { launchProblems } from '../../src/content/launch.ts';
import { siteOptions } from '../../src/content/options.ts';
import { formatProblem } from '../../src/content/problems.ts';
import { type Finding, healthFinding, healthUrl, settingFindings } from '../../src/lib/launch-settings.ts';

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

const problems = content.length + findings.filter((f) => f.level === 'problem').length;
console.log(
  problems ? `\n✗ ${problems} thing${problems === 1 ? '' : 's'} to do before going live.` : '\n✓ Ready to go live.',
);
process.exitCode = problems ? 1 : 0;
