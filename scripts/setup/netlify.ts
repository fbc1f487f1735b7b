/**
 * The public site at Netlify through its API (https://open-api.netlify.com/): base
 * https://api.netlify.com (NETLIFY_API_URL for a stand-in), a personal access token as Bearer.
 */
import { type Api, baseUrl, call } from './http.ts';
import type { Report } from './log.ts';

export function netlifyApi(env: NodeJS.ProcessEnv, token: string): Api {
  return {
    name: 'Netlify',
    base: baseUrl(env, 'NETLIFY_API_URL', 'https://api.netlify.com'),
    headers: { authorization: `Bearer ${token}`, 'user-agent': 'website-setup' },
  };
}

export interface Site {
  id: string;
  name: string;
  account_id: string;
  custom_domain?: string | null;
  ssl_url?: string;
  build_settings?: { repo_url?: string };
}

export interface SiteWanted {
  name: string;
  customDomain: string;
  /** owner/name on GitHub, linked when Netlify's GitHub App installation is known. */
  repo: string;
  installationId?: string;
}

/**
 * The site, made once: listSites (GET /api/v1/sites?name=&filter=all) finds it by name,
 * createSite (POST /api/v1/sites) makes it, updateSite (PATCH /api/v1/sites/{id}) sets its domain.
 */
export async function ensureSite(api: Api, wanted: SiteWanted, report: Report): Promise<Site> {
  const { data: sites } = await call<Site[]>(
    api,
    'GET',
    `/api/v1/sites?name=${encodeURIComponent(wanted.name)}&filter=all`,
  );
  let site = sites.find((s) => s.name === wanted.name);
  if (!site) {
    const repo = wanted.installationId
      ? {
          repo: {
            provider: 'github',
            repo: wanted.repo,
            branch: 'main',
            dir: 'dist/client',
            installation_id: Number(wanted.installationId),
          },
        }
      : {};
    site = (
      await call<Site>(api, 'POST', '/api/v1/sites', { name: wanted.name, custom_domain: wanted.customDomain, ...repo })
    ).data;
    report.did(`site ${wanted.name} made, at ${wanted.customDomain}`);
    if (!wanted.installationId) {
      report.left(
        `Netlify → the site ${wanted.name} → Site configuration → Build & deploy → Link repository: choose ${wanted.repo}, branch main (netlify.toml sets the rest).`,
      );
    }
    return site;
  }
  report.kept(`site ${wanted.name}`);
  if (site.custom_domain !== wanted.customDomain) {
    site = (await call<Site>(api, 'PATCH', `/api/v1/sites/${site.id}`, { custom_domain: wanted.customDomain })).data;
    report.did(`site ${wanted.name} now answers at ${wanted.customDomain}`);
  }
  return site;
}

interface EnvVar {
  key: string;
  values: { context: string; value: string }[];
}

/**
 * The build's variables, in every deploy context: getEnvVars (GET /api/v1/accounts/{account_id}/env?site_id=),
 * createEnvVars (POST, the missing ones at once) and setEnvVarValue (PATCH …/env/{key}?site_id=).
 */
export async function ensureEnv(api: Api, site: Site, wanted: Record<string, string>, report: Report) {
  const at = `/api/v1/accounts/${site.account_id}/env`;
  const query = `?site_id=${encodeURIComponent(site.id)}`;
  const { data } = await call<EnvVar[]>(api, 'GET', `${at}${query}`);
  const existing = new Map(data.map((v) => [v.key, v]));
  const missing: string[] = [];
  for (const [key, value] of Object.entries(wanted)) {
    const found = existing.get(key);
    if (!found) missing.push(key);
    else if (found.values.some((v) => v.context === 'all' && v.value === value)) report.kept(`site variable ${key}`);
    else {
      await call(api, 'PATCH', `${at}/${encodeURIComponent(key)}${query}`, { context: 'all', value });
      report.did(`site variable ${key} updated`);
    }
  }
  if (!missing.length) return;
  await call(
    api,
    'POST',
    `${at}${query}`,
    // No `scopes`: granular scopes are for paid plans; without them a variable has every scope.
    missing.map((key) => ({ key, values: [{ context: 'all', value: wanted[key] }] })),
  );
  for (const key of missing) report.did(`site variable ${key} set`);
}

export const HOOK_TITLE = 'Scheduled posts';

/**
 * The deploy hook the nightly workflow calls: listSiteBuildHooks (GET /api/v1/sites/{id}/build_hooks),
 * createSiteBuildHook (POST, {title, branch}). Returns its address and whether it is new.
 */
export async function ensureBuildHook(api: Api, site: Site, report: Report) {
  const path = `/api/v1/sites/${site.id}/build_hooks`;
  const { data } = await call<{ title: string; branch: string; url: string }[]>(api, 'GET', path);
  const found = data.find((h) => h.title === HOOK_TITLE && h.branch === 'main');
  if (found) {
    report.kept(`deploy hook "${HOOK_TITLE}"`);
    return { url: found.url, made: false };
  }
  const { data: made } = await call<{ url: string }>(api, 'POST', path, { title: HOOK_TITLE, branch: 'main' });
  report.did(`deploy hook "${HOOK_TITLE}" made`);
  return { url: made.url, made: true };
}
