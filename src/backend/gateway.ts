// A local stand-in for Supabase's REST layer (its API gateway + PostgREST), for the calls the
// site and the notification sender make: `from(table).insert(row)` (`POST /rest/v1/<table>`),
// function calls (`POST /rest/v1/rpc/<function>` with named arguments as a JSON object), and
// plain reads for the owner's key. It runs each request as the role named in the caller's JWT
// (anon for the site), with the request headers and claims set the way PostgREST sets them, so
// the migrations' grants, policies, constraints and triggers decide, not this file. Status
// codes and error JSON follow PostgREST's documented mapping:
// https://docs.postgrest.org/en/stable/references/errors.html
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { type LocalKeys, verifyJwt } from './jwt.ts';

export { createLocalKeys, type LocalKeys, loadOrCreateLocalKeys, signJwt, verifyJwt } from './jwt.ts';

export type GatewayHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export interface GatewayOptions {
  pg: PGlite;
  keys: LocalKeys;
  /** Largest accepted request body. Default 64 KB: a contact request is a few KB at most. */
  maxBodyBytes?: number;
  /**
   * Take the client address from X-Forwarded-For: its right-most entry, the one the trusted
   * proxy in front of this server appended. Only for running behind such a proxy, or a
   * benchmark that must look like many visitors; never on by default, because without a proxy
   * a client could then pick its own address and dodge the rate limit.
   */
  trustProxy?: boolean;
  /**
   * Called after a POST (insert or function call) committed: the local notification sender
   * uses it to send at once what the write may have queued.
   */
  onWrite?: () => void;
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

/** A function of the exposed schema, as the schema cache knows it. */
interface ExposedFunction {
  name: string;
  /** Names and types of the input arguments, in order. */
  args: { name: string; type: string }[];
  /** How many of the last arguments have defaults. */
  defaults: number;
  returnsSet: boolean;
  /** 'void', 'scalar', or 'row' (a composite or a RETURNS TABLE row). */
  returns: 'void' | 'scalar' | 'row';
}

/** Creates the handler; reads the schema cache (exposed tables and functions) once, as PostgREST does. */
export async function createGateway(options: GatewayOptions): Promise<GatewayHandler> {
  const { pg, keys, maxBodyBytes = 64 * 1024, trustProxy = false, onWrite } = options;
  const tables = new Set(
    (
      await pg.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
        [EXPOSED_SCHEMA],
      )
    ).rows.map((r) => r.name),
  );
  const functions = await readFunctions(pg);

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

    const profile = header(req, req.method === 'GET' ? 'accept-profile' : 'content-profile');
    if (profile !== undefined && profile !== EXPOSED_SCHEMA) {
      return sendError(res, 406, {
        code: 'PGRST106',
        message: `Invalid schema: ${profile}`,
        details: null,
        hint: `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`,
      });
    }

    let target: string;
    try {
      target = decodeURIComponent(url.pathname.slice(PREFIX.length + 1));
    } catch {
      target = url.pathname;
    }
    const request: DatabaseRequest = {
      role,
      claims: jwt.claims,
      headers: headersForDatabase(req, trustProxy),
      method: req.method ?? 'GET',
      path: url.pathname,
    };
    const prefer = parsePrefer(header(req, 'prefer'));

    if (target.startsWith('rpc/')) return callFunction(req, res, target.slice(4), request, prefer);

    if (!tables.has(target)) {
      return sendError(res, 404, {
        code: 'PGRST205',
        message: `Could not find the table '${EXPOSED_SCHEMA}.${target}' in the schema cache`,
        details: null,
        hint: null,
      });
    }

    // Reads: PostgREST runs them as the caller's role and lets grants and policies decide, so
    // anon and authenticated are refused (42501); the owner's service_role key may read (the
    // e2e tests check stored rows this way). Only `select=*` or a column list, no filters.
    if (req.method === 'GET') return select(res, url, target, request, prefer);

    // PATCH/DELETE are not emulated: refusing them is the honest answer for a stand-in that
    // does not implement filters (and no role the site uses may run them).
    if (req.method !== 'POST') {
      return methodNotAllowed(
        res,
        req.method,
        'OPTIONS, GET, POST',
        'The local gateway implements only reads (GET), inserts and function calls (POST).',
      );
    }
    return insert(req, res, url, target, request, prefer);
  }

  async function insert(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    table: string,
    request: DatabaseRequest,
    prefer: Map<string, string>,
  ): Promise<void> {
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

    const raw = await readJsonBody(req, res);
    if (raw === null) return;
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

    const inserted: unknown[] = [];
    let stored = 0;
    const failed = await runAs(request, res, async (tx) => {
      if (columns.length > 0) {
        if (rows.length > 0) {
          const result = await tx.query(sql, [JSON.stringify(rows)]);
          inserted.push(...result.rows);
          stored += result.affectedRows ?? 0;
        }
      } else {
        for (let i = 0; i < rows.length; i++) {
          const result = await tx.query(sql);
          inserted.push(...result.rows);
          stored += result.affectedRows ?? 0;
        }
      }
    });
    if (failed) return;
    onWrite?.();

    // With `Prefer: count=exact` PostgREST reports how many rows the insert stored.
    res.setHeader('content-range', prefer.get('count') === 'exact' ? `*/${stored}` : '*/*');
    if (returning === 'representation') {
      res.setHeader('preference-applied', 'return=representation');
      sendJson(res, 201, inserted);
    } else {
      res.writeHead(201).end();
    }
  }

  async function callFunction(
    req: IncomingMessage,
    res: ServerResponse,
    name: string,
    request: DatabaseRequest,
    prefer: Map<string, string>,
  ): Promise<void> {
    if (req.method !== 'POST') {
      // PostgREST also allows GET for stable functions; nothing here needs it.
      return methodNotAllowed(res, req.method, 'OPTIONS, POST', 'The local gateway calls functions with POST only.');
    }
    const raw = await readJsonBody(req, res);
    if (raw === null) return;
    let body: unknown;
    try {
      body = raw.trim() === '' ? {} : JSON.parse(raw);
    } catch {
      return sendError(res, 400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      // An array would call the function once per element (Prefer: params=multiple-objects):
      // one call per request is all anything here needs.
      return sendError(res, 400, {
        code: 'PGRST102',
        message: 'The local gateway calls a function with one JSON object of named arguments',
        details: null,
        hint: null,
      });
    }
    const given = Object.keys(body);
    const fn = (functions.get(name) ?? []).find((f) => {
      const names = f.args.map((a) => a.name);
      const required = names.slice(0, names.length - f.defaults);
      return given.every((k) => names.includes(k)) && required.every((k) => given.includes(k));
    });
    if (!fn) {
      return sendError(res, 404, {
        code: 'PGRST202',
        message: `Could not find the function ${EXPOSED_SCHEMA}.${name}(${given.sort().join(', ')}) in the schema cache`,
        details: null,
        hint: null,
      });
    }

    // As PostgREST does: the body becomes a record with the arguments' types, and the function
    // is called with named arguments taken from it. Names come from the catalogue, not the body.
    const args = fn.args.filter((a) => given.includes(a.name));
    const call = `${EXPOSED_SCHEMA}."${fn.name}"(${args.map((a) => `"${a.name}" := _."${a.name}"`).join(', ')})`;
    const from =
      args.length > 0
        ? ` from json_to_record($1::json) as _(${args.map((a) => `"${a.name}" ${a.type}`).join(', ')})`
        : '';
    const sql = {
      row: `select coalesce(json_agg(r), '[]')::text as body, count(*)::int as n from (select f.*${from}${from ? ', lateral' : ' from'} ${call} f) r`,
      scalar: `select to_json(${call})::text as body, 1 as n${from}`,
      void: `select ${call}${from}`,
    }[fn.returns];

    let result: { body: string | null; n: number } | undefined;
    const failed = await runAs(request, res, async (tx) => {
      result = (await tx.query<{ body: string | null; n: number }>(sql, args.length > 0 ? [raw] : [])).rows[0];
    });
    if (failed) return;
    onWrite?.();

    if (fn.returns === 'void') {
      res.writeHead(204).end();
      return;
    }
    const count = result?.n ?? 0;
    if (fn.returnsSet) {
      res.setHeader(
        'content-range',
        `${count > 0 ? `0-${count - 1}` : '*'}/${prefer.get('count') === 'exact' ? count : '*'}`,
      );
    }
    let text = result?.body ?? 'null';
    // A single-row result is an object, not an array of one.
    if (fn.returns === 'row' && !fn.returnsSet) text = JSON.stringify((JSON.parse(text) as unknown[])[0] ?? null);
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  }

  async function select(
    res: ServerResponse,
    url: URL,
    table: string,
    request: DatabaseRequest,
    prefer: Map<string, string>,
  ): Promise<void> {
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
    let rows: unknown[] = [];
    const failed = await runAs(request, res, async (tx) => {
      rows = (await tx.query(`select ${list} from ${EXPOSED_SCHEMA}."${table}"`)).rows;
    });
    if (failed) return;
    const total = prefer.get('count') === 'exact' ? String(rows.length) : '*';
    res.setHeader('content-range', `${rows.length > 0 ? `0-${rows.length - 1}` : '*'}/${total}`);
    sendJson(res, 200, rows);
  }

  /**
   * Runs `work` in one transaction as the caller's role, with the settings PostgREST gives
   * SQL. On a database error, answers with PostgREST's status and error body and returns true.
   */
  async function runAs(
    request: DatabaseRequest,
    res: ServerResponse,
    work: (tx: Transaction) => Promise<void>,
  ): Promise<boolean> {
    try {
      await pg.transaction(async (tx) => {
        await tx.query(
          `select set_config('role', $1, true),
                  set_config('request.jwt.claims', $2, true),
                  set_config('request.headers', $3, true),
                  set_config('request.method', $4, true),
                  set_config('request.path', $5, true)`,
          [request.role, JSON.stringify(request.claims), JSON.stringify(request.headers), request.method, request.path],
        );
        await work(tx);
      });
      return false;
    } catch (error) {
      const e = error as { code?: string; message?: string; detail?: string; hint?: string };
      if (typeof e.code !== 'string') throw error;
      if (e.code === '42501' && request.role === 'anon') res.setHeader('www-authenticate', 'Bearer');
      // Only the four PostgREST fields: the driver's error also carries the
      // SQL and parameters, which must not reach the client.
      sendError(res, statusForSqlState(e.code, request.role), {
        code: e.code,
        message: e.message ?? '',
        details: e.detail ?? null,
        hint: e.hint ?? null,
      });
      return true;
    }
  }

  /** The body as text, or null after answering 413 when it is over the limit. */
  async function readJsonBody(req: IncomingMessage, res: ServerResponse): Promise<string | null> {
    const contentType = header(req, 'content-type');
    if (contentType !== undefined && !/^application\/json\s*(;|$)/i.test(contentType)) {
      req.resume();
      sendError(res, 415, {
        code: 'PGRST107',
        message: `Content-Type not acceptable: ${contentType}`,
        details: null,
        hint: null,
      });
      return null;
    }
    const raw = await readBody(req, maxBodyBytes);
    if (raw === null) {
      res.setHeader('connection', 'close');
      sendError(res, 413, {
        code: 'REQUEST_TOO_LARGE',
        message: 'Request size limit exceeded',
        details: `The body must be at most ${maxBodyBytes} bytes.`,
        hint: null,
      });
    }
    return raw;
  }
}

interface DatabaseRequest {
  role: string;
  claims: object;
  headers: Record<string, string>;
  method: string;
  path: string;
}

/** The functions of the exposed schema by name (overloads share a name). */
async function readFunctions(pg: PGlite): Promise<Map<string, ExposedFunction[]>> {
  const { rows } = await pg.query<{
    name: string;
    arg_names: string[] | null;
    arg_modes: string[] | null;
    in_types: string[];
    defaults: number;
    returns_set: boolean;
    return_type: string;
    return_kind: string;
  }>(
    `select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            array(select format_type(t, null) from unnest(p.proargtypes::oid[]) with ordinality as a(t, i) order by i) as in_types,
            p.pronargdefaults::int as defaults, p.proretset as returns_set,
            format_type(p.prorettype, null) as return_type, t.typtype::text as return_kind
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f'`,
    [EXPOSED_SCHEMA],
  );
  const out = new Map<string, ExposedFunction[]>();
  for (const row of rows) {
    const names = row.arg_names ?? [];
    // Without modes every argument is an input; with them, inputs are 'i', 'b' (inout), 'v'.
    const inputNames = row.arg_modes ? names.filter((_, i) => ['i', 'b', 'v'].includes(row.arg_modes![i]!)) : names;
    // Unnamed arguments cannot be passed by name: PostgREST cannot call such a function either.
    if (inputNames.length !== row.in_types.length || !inputNames.every((n) => IDENTIFIER.test(n))) continue;
    const returns =
      row.return_type === 'void' ? 'void' : row.return_kind === 'c' || row.return_type === 'record' ? 'row' : 'scalar';
    const fn: ExposedFunction = {
      name: row.name,
      args: inputNames.map((name, i) => ({ name, type: row.in_types[i]! })),
      defaults: row.defaults,
      returnsSet: row.returns_set,
      returns,
    };
    out.set(row.name, [...(out.get(row.name) ?? []), fn]);
  }
  return out;
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
  out['x-forwarded-for'] = (trustProxy && claimed && addedByProxy(claimed)) || socketAddress;
  return out;
}

/**
 * The client address a trusted proxy appended to X-Forwarded-For: the right-most entry. Every
 * entry left of it came from the client itself (a client may send any X-Forwarded-For it likes,
 * and the proxy only appends), so taking the left-most would let a client pick its own
 * rate-limit bucket.
 */
export function addedByProxy(forwardedFor: string): string | undefined {
  return forwardedFor.split(',').at(-1)?.trim() || undefined;
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

/** 405 with the methods a path allows, as PostgREST answers it. */
function methodNotAllowed(res: ServerResponse, method: string | undefined, allow: string, hint: string): void {
  res.setHeader('allow', allow);
  sendError(res, 405, { code: 'PGRST117', message: `Unsupported HTTP method: ${method}`, details: null, hint });
}

function sendError(res: ServerResponse, status: number, error: RestError): void {
  sendJson(res, status, error);
}
