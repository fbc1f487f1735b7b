/**
 * The Supabase project through its Management API (https://supabase.com/docs/reference/api/introduction):
 * base https://api.supabase.com (SUPABASE_API_URL for a stand-in), a personal access token as
 * Bearer. Every step reads first and writes only what is missing or different.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Api, baseUrl, call } from './http.ts';
import type { Report } from './log.ts';

export const FUNCTIONS_DIR = path.resolve(import.meta.dirname, '../../supabase/functions');
const CONFIG_FILE = path.resolve(import.meta.dirname, '../../supabase/config.toml');

export function supabaseApi(env: NodeJS.ProcessEnv, token: string): Api {
  return {
    name: 'Supabase',
    base: baseUrl(env, 'SUPABASE_API_URL', 'https://api.supabase.com'),
    headers: { authorization: `Bearer ${token}` },
  };
}

/** The project's own address, where the site, the database and the functions answer. */
export const projectUrl = (ref: string) => `https://${ref}.supabase.co`;

/** GET /v1/projects/{ref} (https://supabase.com/docs/reference/api/v1-get-project): the token reaches the project. */
export async function findProject(api: Api, ref: string, report: Report): Promise<void> {
  const { data } = await call<{ name?: string; status?: string }>(api, 'GET', `/v1/projects/${ref}`);
  // A paused or starting project takes no migrations: say so before anything is tried.
  if (data.status && data.status !== 'ACTIVE_HEALTHY') {
    throw new Error(
      `The project ${ref} is ${data.status}, not running: restore or wait for it in the Supabase dashboard, then run this again.`,
    );
  }
  report.kept(`project ${ref} (${data.name ?? 'unnamed'}, ${data.status ?? 'status unknown'})`);
}

/**
 * The publishable key the site's forms send (GET /v1/projects/{ref}/api-keys,
 * https://supabase.com/docs/reference/api/v1-get-project-api-keys): the new publishable key where
 * the project has one, else the legacy anon key.
 */
export async function publishableKey(api: Api, ref: string): Promise<string> {
  const { data } = await call<{ name: string; type?: string; api_key: string }[]>(
    api,
    'GET',
    `/v1/projects/${ref}/api-keys`,
  );
  const key = data.find((k) => k.type === 'publishable') ?? data.find((k) => k.name === 'anon');
  if (!key?.api_key)
    throw new Error(`The project ${ref} has no publishable key: create one (Project Settings → API Keys).`);
  return key.api_key;
}

export interface WantedSecret {
  name: string;
  value: string;
  /** Generated here: a value already set is kept (it cannot be read back to compare). */
  generated?: boolean;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The functions' secrets. GET /v1/projects/{ref}/secrets lists each name with the SHA-256 digest
 * of its value (https://supabase.com/docs/reference/api/v1-list-all-secrets); POST with
 * [{name, value}] sets several at once (https://supabase.com/docs/reference/api/v1-bulk-create-secrets).
 */
export async function ensureFunctionSecrets(api: Api, ref: string, wanted: WantedSecret[], report: Report) {
  const { data } = await call<{ name: string; value: string }[]>(api, 'GET', `/v1/projects/${ref}/secrets`);
  const listed = new Map(data.map((s) => [s.name, s.value]));
  const missing: WantedSecret[] = [];
  for (const secret of wanted) {
    const digest = listed.get(secret.name);
    if (digest !== undefined && (secret.generated || digest === sha256(secret.value) || digest === secret.value)) {
      report.kept(`function secret ${secret.name}`);
    } else missing.push(secret);
  }
  if (!missing.length) return;
  await call(
    api,
    'POST',
    `/v1/projects/${ref}/secrets`,
    missing.map(({ name, value }) => ({ name, value })),
  );
  for (const secret of missing) {
    report.did(
      `function secret ${secret.name} ${listed.has(secret.name) ? 'updated' : 'set'}${secret.generated ? ' (generated)' : ''}`,
    );
  }
}

/** Whether supabase/config.toml deploys the function without Supabase's JWT check. */
function verifyJwt(slug: string): boolean {
  const config = readFileSync(CONFIG_FILE, 'utf8');
  const section = new RegExp(`\\[functions\\.${slug}\\]\\s*\\nverify_jwt\\s*=\\s*(true|false)`).exec(config);
  return section?.[1] !== 'false';
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The multipart body of a deploy: `metadata` (entrypoint, import map, name, verify_jwt) and one
 * `file` part per source file, named by its path under supabase/functions, the function's own
 * folder and the shared code it imports. `extra` adds generated files (notify-leads' settings).
 */
export function functionForm(slug: string, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  const importMap = path.join(FUNCTIONS_DIR, slug, 'deno.json');
  const metadata = {
    entrypoint_path: `${slug}/index.ts`,
    ...(existsSync(importMap) ? { import_map_path: `${slug}/deno.json` } : {}),
    name: slug,
    verify_jwt: verifyJwt(slug),
  };
  form.append('metadata', JSON.stringify(metadata));
  const files = [...filesUnder(path.join(FUNCTIONS_DIR, slug)), ...filesUnder(path.join(FUNCTIONS_DIR, '_shared'))];
  for (const file of files) {
    const name = path.relative(FUNCTIONS_DIR, file).split(path.sep).join('/');
    if (name in extra) continue;
    form.append('file', new Blob([readFileSync(file)]), name);
  }
  for (const [name, text] of Object.entries(extra)) form.append('file', new Blob([text]), name);
  return form;
}

/**
 * Each function deployed once: GET /v1/projects/{ref}/functions/{slug}
 * (https://supabase.com/docs/reference/api/v1-get-a-function) answers 404 until it exists, then
 * POST /v1/projects/{ref}/functions/deploy?slug= (https://supabase.com/docs/reference/api/v1-deploy-a-function).
 * A deployed function is left as it is: the workflow deploys every push to main.
 */
export async function ensureFunctions(api: Api, ref: string, forms: Record<string, () => FormData>, report: Report) {
  for (const [slug, form] of Object.entries(forms)) {
    const found = await call<{ version?: number }>(api, 'GET', `/v1/projects/${ref}/functions/${slug}`, undefined, {
      accept: [404],
    });
    if (found.status === 200) {
      report.kept(`function ${slug} (version ${found.data.version ?? '?'}; each push to main deploys it again)`);
      continue;
    }
    const { data } = await call<{ version?: number }>(
      api,
      'POST',
      `/v1/projects/${ref}/functions/deploy?slug=${encodeURIComponent(slug)}`,
      undefined,
      { form: form() },
    );
    report.did(`function ${slug} deployed (version ${data.version ?? 1})`);
  }
}

/** The names of the functions' secrets set now (the same list as ensureFunctionSecrets reads). */
export async function secretNames(api: Api, ref: string): Promise<Set<string>> {
  const { data } = await call<{ name: string }[]>(api, 'GET', `/v1/projects/${ref}/secrets`);
  return new Set(data.map((s) => s.name));
}
