// A local stand-in for Supabase's REST layer (its API gateway + PostgREST), for the calls the
// site, the notification sender and the owner's tools make. This file routes; the concerns live
// in gateway/:
//   keys.ts    the project keys and the JWT's role (jose), as the API gateway and PostgREST check them
//   rest.ts    PostgREST's answers and error codes, the JSON body, SQL run as the caller's role
//   rpc.ts     function calls: POST /rest/v1/rpc/<function> with named arguments
//   tables.ts  inserts (POST /rest/v1/<table>) and plain reads for the owner's key
// Each request runs as the role named in the caller's JWT (anon for the site), with the request
// headers and claims set the way PostgREST sets them, so the migrations' grants, policies,
// constraints and triggers decide, not this code.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { identifyCaller, type LocalKeys } from './gateway/keys.ts';
import {
  type DatabaseRequest,
  EXPOSED_SCHEMA,
  header,
  methodNotAllowed,
  parsePrefer,
  type RestCall,
  sendError,
} from './gateway/rest.ts';
import { callFunction, readFunctions } from './gateway/rpc.ts';
import { insert, readTables, select } from './gateway/tables.ts';

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

const PREFIX = '/rest/v1';

export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, PUT, PATCH, POST, DELETE',
  'access-control-allow-headers':
    'apikey, authorization, content-profile, content-type, x-client-info, prefer, accept-profile, x-supabase-api-version',
  'access-control-expose-headers': 'content-range, content-location, location, preference-applied',
  'access-control-max-age': '3600',
} as const;

/** Creates the handler; reads the schema cache (exposed tables and functions) once, as PostgREST does. */
export async function createGateway(options: GatewayOptions): Promise<GatewayHandler> {
  const { pg, keys, maxBodyBytes = 64 * 1024, trustProxy = false, onWrite } = options;
  const tables = await readTables(pg);
  const context = { pg, maxBodyBytes, onWrite, functions: await readFunctions(pg) };

  return async function gateway(req, res) {
    const url = new URL(req.url ?? '/', 'http://gateway.local');
    if (url.pathname !== PREFIX && !url.pathname.startsWith(`${PREFIX}/`)) return false;

    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return true;
    }
    try {
      await route(req, res, url);
    } catch (error) {
      console.error('[gateway] unexpected error:', error);
      if (!res.headersSent)
        sendError(res, 500, { code: 'PGRSTX00', message: 'Internal error', details: null, hint: null });
      else res.destroy();
    }
    return true;
  };

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const caller = await identifyCaller(req, url, keys);
    if (!caller.ok) {
      for (const [name, value] of Object.entries(caller.headers ?? {})) res.setHeader(name, value);
      return sendError(res, caller.status, caller.error);
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
      role: caller.role,
      claims: caller.claims,
      headers: headersForDatabase(req, trustProxy),
      method: req.method ?? 'GET',
      path: url.pathname,
    };
    const prefer = parsePrefer(header(req, 'prefer'));
    if (target.startsWith('rpc/')) {
      return callFunction(context, { req, res, url, target: target.slice(4), request, prefer });
    }
    return routeTable({ req, res, url, target, request, prefer });
  }

  function routeTable(call: RestCall): Promise<void> | void {
    const { req, res, target: table } = call;
    if (!tables.has(table)) {
      return sendError(res, 404, {
        code: 'PGRST205',
        message: `Could not find the table '${EXPOSED_SCHEMA}.${table}' in the schema cache`,
        details: null,
        hint: null,
      });
    }
    if (req.method === 'GET') return select(context, call);
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
    return insert(context, call);
  }
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
  out['x-forwarded-for'] = clientAddress(req, trustProxy, claimed);
  return out;
}

/**
 * The client's address as the database counts it: the socket's, or with trustProxy the entry the
 * proxy appended to X-Forwarded-For. The human check's stand-in asks the same.
 */
export function clientAddress(
  req: IncomingMessage,
  trustProxy: boolean,
  claimed = req.headers['x-forwarded-for'],
): string {
  const forwarded = Array.isArray(claimed) ? claimed.join(', ') : claimed;
  const socketAddress = (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
  return (trustProxy && forwarded && addedByProxy(forwarded)) || socketAddress;
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
