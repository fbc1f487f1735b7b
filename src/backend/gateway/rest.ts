// What the gateway's handlers share: PostgREST's answers (error body, status for a SQLSTATE),
// the request's headers and preferences, the JSON body, and running SQL as the caller's role.
// Status codes and error JSON follow PostgREST's documented mapping:
// https://docs.postgrest.org/en/stable/references/errors.html
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { readBody } from '../body.ts';

export interface RestError {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** The only schema PostgREST exposes here, as on Supabase. */
export const EXPOSED_SCHEMA = 'public';
export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** A request as the database sees it: the role it runs as and the settings PostgREST gives SQL. */
export interface DatabaseRequest {
  role: string;
  claims: object;
  headers: Record<string, string>;
  method: string;
  path: string;
}

/** One REST request as the handlers get it: what it asks for, and who asks as the database sees it. */
export interface RestCall {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The table, or the function (the path after rpc/). */
  target: string;
  request: DatabaseRequest;
  prefer: Map<string, string>;
}

/** What every handler needs besides the request. */
export interface HandlerContext {
  pg: PGlite;
  maxBodyBytes: number;
  /** Called after a POST (insert or function call) committed. */
  onWrite?: () => void;
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function parsePrefer(value: string | undefined): Map<string, string> {
  const prefs = new Map<string, string>();
  for (const part of (value ?? '').split(',')) {
    const [key, val = ''] = part.trim().split('=');
    if (key) prefs.set(key.trim().toLowerCase(), val.trim().toLowerCase());
  }
  return prefs;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendJsonText(res, status, JSON.stringify(body));
}

/** JSON already serialised (the database's own text). */
export function sendJsonText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendError(res: ServerResponse, status: number, error: RestError): void {
  sendJson(res, status, error);
}

/** 405 with the methods a path allows, as PostgREST answers it. */
export function methodNotAllowed(res: ServerResponse, method: string | undefined, allow: string, hint: string): void {
  res.setHeader('allow', allow);
  sendError(res, 405, { code: 'PGRST117', message: `Unsupported HTTP method: ${method}`, details: null, hint });
}

/** The body as text, or null after answering 415 or 413 (not JSON, or over the limit). */
export async function readJsonBody(req: IncomingMessage, res: ServerResponse, limit: number): Promise<string | null> {
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
  const body = await readBody(req, limit);
  if (body === null) {
    res.setHeader('connection', 'close');
    sendError(res, 413, {
      code: 'REQUEST_TOO_LARGE',
      message: 'Request size limit exceeded',
      details: `The body must be at most ${limit} bytes.`,
      hint: null,
    });
    return null;
  }
  return body.toString('utf8');
}

/**
 * Runs `work` in one transaction as the caller's role, with the settings PostgREST gives
 * SQL. On a database error, answers with PostgREST's status and error body and returns true.
 */
export async function runAs(
  pg: PGlite,
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
