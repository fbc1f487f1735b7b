// A local stand-in for Supabase's REST layer (its API gateway + PostgREST),
// for exactly the call the site makes: `from(table).insert(row)`, which is
// `POST /rest/v1/<table>` with a JSON body. It runs the insert as the role
// named in the caller's JWT (anon for the site), with the request headers
// and claims set the way PostgREST sets them, so the migrations' grants,
// policies, constraints and triggers decide, not this file. Status codes and
// error JSON follow PostgREST's documented mapping:
// https://docs.postgrest.org/en/stable/references/errors.html
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { type LocalKeys, verifyJwt } from './jwt.ts';

export { createLocalKeys, type LocalKeys, loadOrCreateLocalKeys, signJwt, verifyJwt } from './jwt.ts';

export type GatewayHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export interface GatewayOptions {
  pg: PGlite;
  keys: LocalKeys;
  /** Largest accepted request body. Default 64 KB: a contact request is a few KB at most. */
  maxBodyBytes?: number;
  /**
   * Honour a client-sent X-Forwarded-For (append the socket address to it, as
   * a proxy would). Only for running behind a trusted proxy, or a benchmark
   * that must look like many visitors; never on by default, because a client
   * could then pick its own address and dodge the rate limit.
   */
  trustProxy?: boolean;
}

interface RestError {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

const PREFIX = '/rest/v1';
const EXPOSED_SCHEMA = 'public';
/** Roles a JWT may ask for: PostgREST's authenticator can switch to these only. */
const ROLES = new Set(['anon', 'authenticated', 'service_role']);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, PUT, PATCH, POST, DELETE',
  'access-control-allow-headers':
    'apikey, authorization, content-profile, content-type, x-client-info, prefer, accept-profile, x-supabase-api-version',
  'access-control-expose-headers': 'content-range, content-location, location, preference-applied',
  'access-control-max-age': '3600',
} as const;

/** Creates the handler; reads the schema cache (the exposed tables) once, as PostgREST does. */
export async function createGateway(options: GatewayOptions): Promise<GatewayHandler> {
  const { pg, keys, maxBodyBytes = 64 * 1024, trustProxy = false } = options;
  const tables = new Set(
    (
      await pg.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
        [EXPOSED_SCHEMA],
      )
    ).rows.map((r) => r.name),
  );

  return async function gateway(req, res) {
    const url = new URL(req.url ?? '/', 'http://gateway.local');
    if (url.pathname !== PREFIX && !url.pathname.startsWith(`${PREFIX}/`)) return false;

    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return true;
    }
    try {
      await handle(req, res, url);
    } catch (error) {
      console.error('[gateway] unexpected error:', error);
      if (!res.headersSent)
        sendError(res, 500, { code: 'PGRSTX00', message: 'Internal error', details: null, hint: null });
      else res.destroy();
    }
    return true;
  };

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    // 1. The API gateway: every request needs a known project key.
    const apikey = header(req, 'apikey') ?? url.searchParams.get('apikey');
    if (!apikey) {
      return sendError(res, 401, {
        code: 'PGRST301',
        message: 'No API key found in request',
        details: null,
        hint: 'No `apikey` request header or url param was found.',
      });
    }
    if (apikey !== keys.anonKey && apikey !== keys.serviceRoleKey) {
      return sendError(res, 401, {
        code: 'PGRST301',
        message: 'Invalid API key',
        details: null,
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
    }

    // 2. PostgREST: the bearer token decides the role (the apikey if none).
    const authorization = header(req, 'authorization');
    const bearer = authorization ? (/^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? '') : apikey;
    const jwt = verifyJwt(bearer, keys.jwtSecret);
    if (!jwt.ok) {
      res.setHeader('www-authenticate', `Bearer error="invalid_token", error_description="${jwt.message}"`);
      return sendError(res, 401, { code: jwt.code, message: jwt.message, details: null, hint: null });
    }
    const role = jwt.claims.role;
    if (!ROLES.has(role)) {
      return sendError(res, 403, {
        code: '42501',
        message: `permission denied to set role "${role}"`,
        details: null,
        hint: null,
      });
    }

    const profile = header(req, 'content-profile');
    if (profile !== undefined && profile !== EXPOSED_SCHEMA) {
      return sendError(res, 406, {
        code: 'PGRST106',
        message: `Invalid schema: ${profile}`,
        details: null,
        hint: `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`,
      });
    }

    let table: string;
    try {
      table = decodeURIComponent(url.pathname.slice(PREFIX.length + 1));
    } catch {
      table = url.pathname;
    }
    if (!tables.has(table)) {
      return sendError(res, 404, {
        code: 'PGRST205',
        message: `Could not find the table '${EXPOSED_SCHEMA}.${table}' in the schema cache`,
        details: null,
        hint: null,
      });
    }

    // Reads: PostgREST runs them as the caller's role and lets grants and policies decide, so
    // anon and authenticated are refused (42501); the owner's service_role key may read (the
    // e2e tests check stored rows this way). Only `select=*` or a column list, no filters.
    if (req.method === 'GET') return select(res, url, table, role, jwt.claims);

    // PATCH/DELETE are not emulated: refusing them is the honest answer for a stand-in that
    // does not implement filters (and no role the site uses may run them).
    if (req.method !== 'POST') {
      res.setHeader('allow', 'OPTIONS, GET, POST');
      return sendError(res, 405, {
        code: 'PGRST117',
        message: `Unsupported HTTP method: ${req.method}`,
        details: null,
        hint: 'The local gateway implements only reads (GET) and inserts (POST).',
      });
    }

    const contentType = header(req, 'content-type');
    if (contentType !== undefined && !/^application\/json\s*(;|$)/i.test(contentType)) {
      return sendError(res, 415, {
        code: 'PGRST107',
        message: `Content-Type not acceptable: ${contentType}`,
        details: null,
        hint: null,
      });
    }

    const prefer = parsePrefer(header(req, 'prefer'));
    const unsupported = [...prefer.keys()].filter((k) => k === 'resolution' || k === 'missing');
    if (unsupported.length > 0) {
      // Silently ignoring these would turn an upsert into a plain insert.
      return sendError(res, 400, {
        code: 'PGRST122',
        message: `The local gateway does not support Prefer: ${unsupported.join(', ')}`,
        details: null,
        hint: 'The site only sends plain inserts.',
      });
    }
    const returning = prefer.get('return'); // undefined | minimal | representation | headers-only

    const raw = await readBody(req, maxBodyBytes);
    if (raw === null) {
      res.setHeader('connection', 'close');
      return sendError(res, 413, {
        code: 'REQUEST_TOO_LARGE',
        message: 'Request size limit exceeded',
        details: `The body must be at most ${maxBodyBytes} bytes.`,
        hint: null,
      });
    }

    const parsed = parseRows(raw, url.searchParams.get('columns'));
    if ('error' in parsed) return sendError(res, 400, parsed.error);
    const { rows, columns } = parsed;
    for (const column of columns) {
      if (!IDENTIFIER.test(column)) {
        return sendError(res, 400, {
          code: 'PGRST204',
          message: `Could not find the '${column}' column of '${table}' in the schema cache`,
          details: null,
          hint: null,
        });
      }
    }

    // Identifiers are checked against IDENTIFIER above and quoted; values
    // travel as one JSON parameter, converted by Postgres as PostgREST does.
    const target = `${EXPOSED_SCHEMA}."${table}"`;
    const list = columns.map((c) => `"${c}"`).join(', ');
    const wantsRows = returning === 'representation' || returning === 'headers-only';
    const sql =
      columns.length > 0
        ? `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)` +
          (wantsRows ? ' returning *' : '')
        : `insert into ${target} default values${wantsRows ? ' returning *' : ''}`;

    const requestHeaders = headersForDatabase(req, trustProxy);
    let inserted: unknown[] = [];
    try {
      await pg.transaction(async (tx) => {
        await tx.query(
          `select set_config('role', $1, true),
                  set_config('request.jwt.claims', $2, true),
                  set_config('request.headers', $3, true),
                  set_config('request.method', 'POST', true),
                  set_config('request.path', $4, true)`,
          [role, JSON.stringify(jwt.claims), JSON.stringify(requestHeaders), url.pathname],
        );
        if (columns.length > 0) {
          if (rows.length > 0) inserted = (await tx.query(sql, [JSON.stringify(rows)])).rows;
        } else {
          for (let i = 0; i < rows.length; i++) inserted.push(...(await tx.query(sql)).rows);
        }
      });
    } catch (error) {
      const e = error as { code?: string; message?: string; detail?: string; hint?: string };
      if (typeof e.code !== 'string') throw error;
      if (e.code === '42501' && role === 'anon') res.setHeader('www-authenticate', 'Bearer');
      // Only the four PostgREST fields: the driver's error also carries the
      // SQL and parameters, which must not reach the client.
      return sendError(res, statusForSqlState(e.code, role), {
        code: e.code,
        message: e.message ?? '',
        details: e.detail ?? null,
        hint: e.hint ?? null,
      });
    }

    res.setHeader('content-range', '*/*');
    if (returning === 'representation') {
      res.setHeader('preference-applied', 'return=representation');
      sendJson(res, 201, inserted);
    } else {
      res.writeHead(201).end();
    }
  }

  async function select(res: ServerResponse, url: URL, table: string, role: string, claims: object): Promise<void> {
    const wanted = (url.searchParams.get('select') ?? '*').split(',').map((c) => c.trim());
    if (!wanted.every((c) => c === '*' || IDENTIFIER.test(c))) {
      return sendError(res, 400, {
        code: 'PGRST100',
        message: '"select" accepts * or column names only in the local gateway',
        details: null,
        hint: null,
      });
    }
    const list = wanted.map((c) => (c === '*' ? '*' : `"${c}"`)).join(', ');
    try {
      const rows = await pg.transaction(async (tx) => {
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.method', 'GET', true)`,
          [role, JSON.stringify(claims)],
        );
        return (await tx.query(`select ${list} from ${EXPOSED_SCHEMA}."${table}"`)).rows;
      });
      res.setHeader('content-range', `0-${Math.max(0, rows.length - 1)}/*`);
      sendJson(res, 200, rows);
    } catch (error) {
      const e = error as { code?: string; message?: string; detail?: string; hint?: string };
      if (typeof e.code !== 'string') throw error;
      if (e.code === '42501' && role === 'anon') res.setHeader('www-authenticate', 'Bearer');
      return sendError(res, statusForSqlState(e.code, role), {
        code: e.code,
        message: e.message ?? '',
        details: e.detail ?? null,
        hint: e.hint ?? null,
      });
    }
  }
}

/** PostgREST's table from SQLSTATE to HTTP status. */
export function statusForSqlState(code: string, role: string): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '53400': 500,
    P0001: 400,
  };
  if (code in exact) return exact[code]!;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  // RAISE sqlstate 'PTxyz' is PostgREST's documented way to pick a status.
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function parsePrefer(value: string | undefined): Map<string, string> {
  const prefs = new Map<string, string>();
  for (const part of (value ?? '').split(',')) {
    const [key, val = ''] = part.trim().split('=');
    if (key) prefs.set(key.trim().toLowerCase(), val.trim().toLowerCase());
  }
  return prefs;
}

/** The request headers as PostgREST hands them to SQL, with the client address set by us. */
function headersForDatabase(req: IncomingMessage, trustProxy: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  // Supabase's edge sets the client address; a client must not choose it.
  const claimed = out['x-forwarded-for'];
  delete out['x-forwarded-for'];
  delete out['x-real-ip'];
  delete out['cf-connecting-ip'];
  delete out.forwarded;
  const socketAddress = (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
  out['x-forwarded-for'] = trustProxy && claimed ? `${claimed}, ${socketAddress}` : socketAddress;
  return out;
}

/**
 * The body as text, or null when it exceeds the limit. An oversized body is
 * still drained, not cut off: destroying the socket mid-upload would reach
 * the client as a network error instead of our 413.
 */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      return resolve(null);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        resolve(null); // later chunks are read and dropped
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

type ParsedRows = { rows: Record<string, unknown>[]; columns: string[] } | { error: RestError };

/** PostgREST's rules for an insert body: one object, or an array of objects with the same keys. */
function parseRows(raw: string, columnsParam: string | null): ParsedRows {
  const invalid = (details: string | null = null): ParsedRows => ({
    error: { code: 'PGRST102', message: 'Empty or invalid json', details, hint: null },
  });
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return invalid();
  }
  const rows = Array.isArray(body) ? body : [body];
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!rows.every(isObject)) return invalid();

  if (columnsParam !== null) {
    // ?columns="a","b" (what postgrest-js sends for arrays): missing keys become null.
    const columns = columnsParam.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
    return { rows, columns };
  }
  const columns = rows.length > 0 ? Object.keys(rows[0]!) : [];
  const same = rows.every((r) => {
    const keys = Object.keys(r);
    return keys.length === columns.length && keys.every((k) => columns.includes(k));
  });
  if (!same) {
    return { error: { code: 'PGRST102', message: 'All object keys must match', details: null, hint: null } };
  }
  return { rows, columns };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function sendError(res: ServerResponse, status: number, error: RestError): void {
  sendJson(res, status, error);
}
