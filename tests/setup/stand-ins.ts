/**
 * Stand-ins of the providers `npm run setup` and `npm run launch-check -- --live` talk to, each a
 * node:http server on 127.0.0.1 shaped from the provider's published API reference (the
 * addresses are cited in scripts/setup/), with state, so that a second run sees what the first
 * made, and a record of every call. Each checks its Bearer token and answers 401 without it.
 *
 * Supabase's query endpoint runs the SQL in a real PGlite that starts where a new project starts
 * (src/backend/supabase-defaults.sql, and Vault's functions and view); a query is recorded as
 * mutating when its transaction wrote anything (it was given a transaction id).
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import sodium from 'libsodium-wrappers';
import { SUPABASE_DEFAULTS_FILE } from '../../src/backend/db.ts';

export interface Call {
  service: string;
  method: string;
  path: string;
  mutating: boolean;
}

/** The status, the JSON body, and whether the call changed anything (default: any method but GET). */
type Answer = [number, unknown] | [number, unknown, boolean];
type Handler = (req: IncomingMessage, url: URL, body: Buffer) => Promise<Answer> | Answer;

export interface StandIn {
  url: string;
  calls: Call[];
  close(): Promise<void>;
}

async function serve(service: string, token: string, handle: Handler, calls: Call[]): Promise<StandIn> {
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const call: Call = { service, method: req.method ?? 'GET', path: url.pathname, mutating: req.method !== 'GET' };
      calls.push(call);
      if (req.headers.authorization !== `Bearer ${token}`) {
        res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Unauthorized' }));
        return;
      }
      try {
        const [status, body, mutating] = await handle(req, url, Buffer.concat(chunks));
        if (mutating !== undefined) call.mutating = mutating;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body === undefined ? '' : JSON.stringify(body));
      } catch (error) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: String(error) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, calls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const json = (body: Buffer) => JSON.parse(body.toString('utf8') || 'null');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const VAULT_SQL = `
create schema vault;
create table vault.secrets (id uuid primary key default gen_random_uuid(), name text unique, secret text not null);
create view vault.decrypted_secrets as select id, name, secret as decrypted_secret from vault.secrets;
create function vault.create_secret(new_secret text, new_name text default null) returns uuid
  language sql as $$ insert into vault.secrets (name, secret) values (new_name, new_secret) returning id $$;
create function vault.update_secret(secret_id uuid, new_secret text default null) returns void
  language sql as $$ update vault.secrets set secret = coalesce(new_secret, secret) where id = secret_id $$;
`;

export interface SupabaseState {
  secrets: Map<string, string>;
  functions: Map<string, { version: number; files: string[]; metadata: Record<string, unknown> }>;
  pg: PGlite;
}

/** Supabase's Management API for one project. */
export async function supabaseStandIn(ref: string, token: string, calls: Call[] = []) {
  const pg = await PGlite.create();
  await pg.exec(readFileSync(SUPABASE_DEFAULTS_FILE, 'utf8'));
  await pg.exec(VAULT_SQL);
  const state: SupabaseState = { secrets: new Map(), functions: new Map(), pg };
  const base = `/v1/projects/${ref}`;
  const standIn = await serve(
    'supabase',
    token,
    async (req, url, body) => {
      const p = url.pathname;
      if (req.method === 'GET' && p === base) return [200, { id: ref, ref, name: 'website', status: 'ACTIVE_HEALTHY' }];
      if (req.method === 'GET' && p === `${base}/api-keys`)
        return [200, [{ name: 'default', type: 'publishable', api_key: 'sb_publishable_standin0000' }]];
      if (req.method === 'GET' && p === `${base}/secrets`)
        return [200, [...state.secrets].map(([name, value]) => ({ name, value: sha256(value) }))];
      if (req.method === 'POST' && p === `${base}/secrets`) {
        for (const { name, value } of json(body) as { name: string; value: string }[]) state.secrets.set(name, value);
        return [201, undefined];
      }
      if (req.method === 'POST' && p === `${base}/database/query`)
        return runQuery(pg, (json(body) as { query: string }).query);
      const fn = /^\/v1\/projects\/[^/]+\/functions\/([\w-]+)$/.exec(p)?.[1];
      if (req.method === 'GET' && fn && fn !== 'deploy') {
        const found = state.functions.get(fn);
        return found
          ? [200, { slug: fn, name: fn, version: found.version, status: 'ACTIVE' }]
          : [404, { message: 'Function not found' }];
      }
      if (req.method === 'POST' && p === `${base}/functions/deploy`) {
        const form = await new Request('http://x', {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type']! },
          body: new Uint8Array(body),
        }).formData();
        const slug = url.searchParams.get('slug')!;
        const metadata = JSON.parse(String(form.get('metadata')));
        const files = form.getAll('file').map((f) => (f as File).name);
        if (!files.includes(metadata.entrypoint_path)) return [400, { message: 'entrypoint not among the files' }];
        const version = (state.functions.get(slug)?.version ?? 0) + 1;
        state.functions.set(slug, { version, files, metadata });
        return [201, { id: randomUUID(), slug, name: slug, version, status: 'ACTIVE' }];
      }
      return [404, { message: `no route ${req.method} ${p}` }];
    },
    calls,
  );
  return {
    ...standIn,
    state,
    close: async () => {
      await standIn.close();
      await pg.close();
    },
  };
}

/** Runs one query as the endpoint does (201 with the rows); it wrote when it was given a transaction id. */
async function runQuery(pg: PGlite, query: string): Promise<Answer> {
  await pg.exec('begin');
  try {
    const results = await pg.exec(query);
    const { rows } = await pg.query<{ x: string | null }>('select pg_current_xact_id_if_assigned()::text as x');
    await pg.exec('commit');
    return [201, results.at(-1)?.rows ?? [], rows[0]!.x !== null];
  } catch (error) {
    await pg.exec('rollback');
    return [400, { message: error instanceof Error ? error.message : String(error) }, false];
  }
}

/** GitHub's REST API for one repository: Actions secrets (sealed to a real key pair), variables, workflow runs. */
export async function githubStandIn(repo: string, token: string, calls: Call[] = []) {
  await sodium.ready;
  const keys = sodium.crypto_box_keypair();
  const state = {
    secrets: new Map<string, string>(),
    variables: new Map<string, string>(),
    backupRuns: [] as { created_at: string; conclusion: string }[],
    /** A secret as the workflows see it: the sealed box opened with the repository's private key. */
    open: (name: string) => {
      const sealed = sodium.from_base64(state.secrets.get(name)!, sodium.base64_variants.ORIGINAL);
      return sodium.to_string(sodium.crypto_box_seal_open(sealed, keys.publicKey, keys.privateKey));
    },
  };
  const base = `/repos/${repo}/actions`;
  const standIn = await serve(
    'github',
    token,
    (req, url, body) => {
      const p = url.pathname;
      if (p === `${base}/secrets/public-key`)
        return [200, { key_id: 'key-1', key: sodium.to_base64(keys.publicKey, sodium.base64_variants.ORIGINAL) }];
      const secret = new RegExp(`^${base}/secrets/(\\w+)$`).exec(p)?.[1];
      if (secret && req.method === 'GET')
        return state.secrets.has(secret)
          ? [200, { name: secret, created_at: '2026-12-01T00:00:00Z' }]
          : [404, { message: 'Not Found' }];
      if (secret && req.method === 'PUT') {
        const { encrypted_value, key_id } = json(body);
        if (key_id !== 'key-1') return [422, { message: 'Bad key_id' }];
        const existed = state.secrets.has(secret);
        state.secrets.set(secret, encrypted_value);
        return [existed ? 204 : 201, undefined];
      }
      const variable = new RegExp(`^${base}/variables/(\\w+)$`).exec(p)?.[1];
      if (variable && req.method === 'GET')
        return state.variables.has(variable)
          ? [200, { name: variable, value: state.variables.get(variable) }]
          : [404, { message: 'Not Found' }];
      if (variable && req.method === 'PATCH') {
        state.variables.set(variable, json(body).value);
        return [204, undefined];
      }
      if (p === `${base}/variables` && req.method === 'POST') {
        const { name, value } = json(body);
        if (state.variables.has(name)) return [409, { message: 'Already exists' }];
        state.variables.set(name, value);
        return [201, {}];
      }
      if (p === `${base}/workflows/backup.yml/runs`) {
        const runs = state.backupRuns.filter((r) => r.conclusion === url.searchParams.get('status'));
        return [
          200,
          { total_count: runs.length, workflow_runs: runs.slice(0, Number(url.searchParams.get('per_page') ?? 30)) },
        ];
      }
      return [404, { message: `no route ${req.method} ${p}` }];
    },
    calls,
  );
  return { ...standIn, state };
}

/** Netlify's API: one account's sites, their environment variables and build hooks. */
export async function netlifyStandIn(token: string, calls: Call[] = []) {
  type Site = { id: string; name: string; account_id: string; custom_domain: string | null; ssl_url: string };
  const state = {
    sites: [] as Site[],
    env: new Map<string, { key: string; scopes?: string[]; values: { context: string; value: string }[] }[]>(),
    hooks: new Map<string, { id: string; title: string; branch: string; url: string }[]>(),
  };
  const standIn = await serve(
    'netlify',
    token,
    (req, url, body) => {
      const p = url.pathname;
      if (p === '/api/v1/sites' && req.method === 'GET')
        return [200, state.sites.filter((s) => s.name.includes(url.searchParams.get('name') ?? ''))];
      if (p === '/api/v1/sites' && req.method === 'POST') {
        const { name, custom_domain } = json(body);
        if (state.sites.some((s) => s.name === name)) return [422, { message: 'subdomain must be unique' }];
        const site = {
          id: randomUUID(),
          name,
          account_id: 'acc-1',
          custom_domain,
          ssl_url: `https://${name}.netlify.app`,
        };
        state.sites.push(site);
        return [201, site];
      }
      const siteId = /^\/api\/v1\/sites\/([\w-]+)(?:\/build_hooks)?$/.exec(p)?.[1];
      if (siteId && p.endsWith('/build_hooks')) {
        const hooks = state.hooks.get(siteId) ?? [];
        if (req.method === 'GET') return [200, hooks];
        const { title, branch } = json(body);
        const hook = { id: randomUUID(), title, branch, url: `https://api.netlify.com/build_hooks/${randomUUID()}` };
        state.hooks.set(siteId, [...hooks, hook]);
        return [201, hook];
      }
      if (siteId && req.method === 'PATCH') {
        const site = state.sites.find((s) => s.id === siteId)!;
        Object.assign(site, json(body));
        return [200, site];
      }
      const env = /^\/api\/v1\/accounts\/acc-1\/env(?:\/(\w+))?$/.exec(p);
      const forSite = url.searchParams.get('site_id') ?? '';
      if (env && req.method === 'GET' && !env[1]) return [200, state.env.get(forSite) ?? []];
      if (env && req.method === 'POST') {
        state.env.set(forSite, [...(state.env.get(forSite) ?? []), ...json(body)]);
        return [201, json(body)];
      }
      if (env?.[1] && req.method === 'PATCH') {
        const found = state.env.get(forSite)?.find((v) => v.key === env[1]);
        if (!found) return [404, { message: 'Not Found' }];
        const { context, value } = json(body);
        found.values = [...found.values.filter((v) => v.context !== context), { context, value }];
        return [201, found];
      }
      return [404, { message: `no route ${req.method} ${p}` }];
    },
    calls,
  );
  return { ...standIn, state };
}

/** Resend's API: domains with their DNS records and status, and API keys. */
export async function resendStandIn(token: string, calls: Call[] = []) {
  type Domain = { id: string; name: string; status: string; region: string; created_at: string };
  const state = { domains: [] as Domain[], keys: [] as { id: string; name: string; token: string }[] };
  const records = (name: string, status: string) => {
    const sub = name.split('.').slice(0, -2).join('.');
    return [
      {
        record: 'SPF',
        name: `send.${sub}`,
        type: 'MX',
        ttl: 'Auto',
        status,
        value: 'feedback-smtp.us-east-1.amazonses.com',
        priority: 10,
      },
      {
        record: 'SPF',
        name: `send.${sub}`,
        type: 'TXT',
        ttl: 'Auto',
        status,
        value: '"v=spf1 include:amazonses.com ~all"',
      },
      {
        record: 'DKIM',
        name: `resend._domainkey.${sub}`,
        type: 'TXT',
        ttl: 'Auto',
        status,
        value: 'p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ',
      },
    ];
  };
  const standIn = await serve(
    'resend',
    token,
    (req, url, body) => {
      const p = url.pathname;
      if (p === '/domains' && req.method === 'GET') return [200, { object: 'list', data: state.domains }];
      if (p === '/domains' && req.method === 'POST') {
        const { name } = json(body);
        const domain = {
          id: randomUUID(),
          name,
          status: 'not_started',
          region: 'us-east-1',
          created_at: new Date().toISOString(),
        };
        state.domains.push(domain);
        return [201, { ...domain, records: records(name, domain.status) }];
      }
      const id = /^\/domains\/([\w-]+)$/.exec(p)?.[1];
      const domain = state.domains.find((d) => d.id === id);
      if (id && req.method === 'GET')
        return domain
          ? [200, { object: 'domain', ...domain, records: records(domain.name, domain.status) }]
          : [404, { message: 'Domain not found' }];
      if (p === '/api-keys' && req.method === 'GET')
        return [200, { object: 'list', data: state.keys.map(({ id, name }) => ({ id, name })) }];
      if (p === '/api-keys' && req.method === 'POST') {
        const key = { id: randomUUID(), name: json(body).name, token: `re_${randomUUID().replaceAll('-', '')}` };
        state.keys.push(key);
        return [201, { id: key.id, token: key.token }];
      }
      return [404, { message: `no route ${req.method} ${p}` }];
    },
    calls,
  );
  return { ...standIn, state };
}
