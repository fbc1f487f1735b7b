/**
 * What `npm run launch-check` can tell of the production settings from the shell's environment
 * alone: each variable set, pointing at the internet, and each key of the right kind. Pure: the
 * script passes process.env and prints the findings.
 */

import { isLoopbackHost, reservedHost } from '../content/reserved-domains.ts';
import { isLegacyJwtKey, publicKeyProblem, secretKeyProblem } from './supabase/public-key.ts';

export interface Finding {
  level: 'ok' | 'warning' | 'problem';
  text: string;
}

const ok = (text: string): Finding => ({ level: 'ok', text });
const warning = (text: string): Finding => ({ level: 'warning', text });
const problem = (text: string): Finding => ({ level: 'problem', text });

/** Why `value` is not the https address of a server on the internet, or null. */
function addressProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an address';
  }
  if (isLoopbackHost(url.hostname)) return 'is this computer, not the internet';
  const reserved = reservedHost(url.hostname);
  if (reserved) return `is an example address (${reserved})`;
  return url.protocol === 'https:' ? null : 'must start with https://';
}

function projectUrl(env: NodeJS.ProcessEnv): Finding {
  const value = env.VITE_SUPABASE_URL;
  if (!value)
    return problem(
      "VITE_SUPABASE_URL is not set (the host's production variables: the project URL, https://<ref>.supabase.co).",
    );
  const why = addressProblem(value);
  return why ? problem(`VITE_SUPABASE_URL ${why}: ${value}`) : ok(`VITE_SUPABASE_URL is ${value}`);
}

function publicKey(env: NodeJS.ProcessEnv): Finding {
  const value = env.VITE_SUPABASE_ANON_KEY;
  if (!value)
    return problem("VITE_SUPABASE_ANON_KEY is not set (the host's production variables: the publishable key).");
  const why = publicKeyProblem(value);
  if (why) return problem(`VITE_SUPABASE_ANON_KEY ${why}.`);
  return isLegacyJwtKey(value)
    ? warning(
        'VITE_SUPABASE_ANON_KEY is the legacy anon key: it works, but Supabase retires it by the end of 2026. Use the publishable key (sb_publishable_…).',
      )
    : ok('VITE_SUPABASE_ANON_KEY is a publishable key.');
}

function siteUrl(env: NodeJS.ProcessEnv): Finding {
  const value = env.SITE_URL;
  if (!value)
    return warning(
      "SITE_URL is not set: the build uses url in content/site.yaml. Set it on the host and as the repository variable, the live site's address.",
    );
  const why = addressProblem(value);
  return why ? problem(`SITE_URL ${why}: ${value}`) : ok(`SITE_URL is ${value}`);
}

/** The key `npm run contacts` uses for the production project (the secret key, or the legacy service_role one). */
function ownerKey(env: NodeJS.ProcessEnv): Finding[] {
  const name = env.SUPABASE_SECRET_KEY ? 'SUPABASE_SECRET_KEY' : 'SUPABASE_SERVICE_ROLE_KEY';
  const value = env[name];
  if (!value)
    return [
      warning(
        'SUPABASE_SECRET_KEY is not set in this shell: npm run contacts reads the local data, not the live project.',
      ),
    ];
  const found: Finding[] = [];
  const why = secretKeyProblem(value);
  if (why) found.push(problem(`${name} ${why}.`));
  else if (isLegacyJwtKey(value))
    found.push(
      warning(
        `${name} is the legacy service_role key: Supabase retires it by the end of 2026. Use a secret key (sb_secret_…) as SUPABASE_SECRET_KEY.`,
      ),
    );
  else found.push(ok(`${name} is a secret key.`));
  if (!env.SUPABASE_URL) found.push(problem(`SUPABASE_URL is not set: npm run contacts needs it with ${name}.`));
  else if (env.VITE_SUPABASE_URL && env.SUPABASE_URL.replace(/\/$/, '') !== env.VITE_SUPABASE_URL.replace(/\/$/, '')) {
    found.push(
      problem(`SUPABASE_URL (${env.SUPABASE_URL}) is not the project the site sends to (${env.VITE_SUPABASE_URL}).`),
    );
  }
  return found;
}

export function settingFindings(env: NodeJS.ProcessEnv): Finding[] {
  return [projectUrl(env), publicKey(env), siteUrl(env), ...ownerKey(env)];
}

/** Where the function's health check answers: HEALTH_URL, else the project's notify-leads. */
export function healthUrl(env: NodeJS.ProcessEnv): string | null {
  if (env.HEALTH_URL) return env.HEALTH_URL;
  return env.VITE_SUPABASE_URL ? `${env.VITE_SUPABASE_URL.replace(/\/$/, '')}/functions/v1/notify-leads` : null;
}

/** The finding for the health check's answer (status and JSON body), or for its failure. */
export function healthFinding(url: string, answer: { status: number; body: unknown } | { error: string }): Finding {
  if ('error' in answer) return problem(`The health check at ${url} did not answer: ${answer.error}`);
  const body = answer.body as { status?: unknown; problems?: unknown } | null;
  if (answer.status === 200 && body?.status === 'ok') return ok(`The health check at ${url} answers "ok".`);
  const problems = Array.isArray(body?.problems) ? body.problems.map(String) : [];
  if (problems.length) return problem(`The health check at ${url} answers ${answer.status}: ${problems.join('; ')}`);
  // A stranger is told the status alone; the health token's holder is told why.
  const why =
    body?.status === 'unhealthy'
      ? ' (unhealthy; set HEALTH_TOKEN in this shell to read why)'
      : ' (not the notify-leads function: is it deployed?)';
  return problem(`The health check at ${url} answers ${answer.status}${why}`);
}
