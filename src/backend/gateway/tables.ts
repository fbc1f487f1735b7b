// Table requests: inserts (`POST /rest/v1/<table>`, what `from(table).insert(row)` sends) and
// plain reads (`GET /rest/v1/<table>?select=…`, for the owner's key). Each runs as the caller's
// role, so grants, policies, constraints and triggers decide, not this file.
import type { PGlite } from '@electric-sql/pglite';
import {
  EXPOSED_SCHEMA,
  type HandlerContext,
  IDENTIFIER,
  type RestCall,
  type RestError,
  readJsonBody,
  runAs,
  sendError,
  sendJson,
} from './rest.ts';

/** The tables (and views) of the exposed schema, as the schema cache knows them. */
export async function readTables(pg: PGlite): Promise<Set<string>> {
  const { rows } = await pg.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    [EXPOSED_SCHEMA],
  );
  return new Set(rows.map((r) => r.name));
}

type ParsedRows = { rows: Record<string, unknown>[]; columns: string[] } | { error: RestError };

/** PostgREST's rules for an insert body: one object, or an array of objects with the same keys. */
export function parseRows(raw: string, columnsParam: string | null): ParsedRows {
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

/** The insert's SQL: identifiers checked and quoted, values as one JSON parameter converted by Postgres. */
function insertSql(table: string, columns: string[], returning: boolean): string {
  const target = `${EXPOSED_SCHEMA}."${table}"`;
  const list = columns.map((c) => `"${c}"`).join(', ');
  return columns.length > 0
    ? `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)` +
        (returning ? ' returning *' : '')
    : `insert into ${target} default values${returning ? ' returning *' : ''}`;
}

export async function insert(context: HandlerContext, call: RestCall): Promise<void> {
  const { req, res, url, target: table, request, prefer } = call;
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

  const raw = await readJsonBody(req, res, context.maxBodyBytes);
  if (raw === null) return;
  const parsed = parseRows(raw, url.searchParams.get('columns'));
  if ('error' in parsed) return sendError(res, 400, parsed.error);
  const { rows, columns } = parsed;
  const badColumn = columns.find((column) => !IDENTIFIER.test(column));
  if (badColumn !== undefined) {
    return sendError(res, 400, {
      code: 'PGRST204',
      message: `Could not find the '${badColumn}' column of '${table}' in the schema cache`,
      details: null,
      hint: null,
    });
  }

  const sql = insertSql(table, columns, returning === 'representation' || returning === 'headers-only');
  const inserted: unknown[] = [];
  let stored = 0;
  const failed = await runAs(context.pg, request, res, async (tx) => {
    // Without columns every row is `default values`, one statement each.
    const statements = columns.length > 0 ? (rows.length > 0 ? [[JSON.stringify(rows)]] : []) : rows.map(() => []);
    for (const params of statements) {
      const result = await tx.query(sql, params);
      inserted.push(...result.rows);
      stored += result.affectedRows ?? 0;
    }
  });
  if (failed) return;
  context.onWrite?.();

  // With `Prefer: count=exact` PostgREST reports how many rows the insert stored.
  res.setHeader('content-range', prefer.get('count') === 'exact' ? `*/${stored}` : '*/*');
  if (returning === 'representation') {
    res.setHeader('preference-applied', 'return=representation');
    sendJson(res, 201, inserted);
  } else {
    res.writeHead(201).end();
  }
}

/**
 * Reads: PostgREST runs them as the caller's role and lets grants and policies decide, so anon
 * and authenticated are refused (42501); the owner's service_role key may read (the e2e tests
 * check stored rows this way). Only `select=*` or a column list, no filters.
 */
export async function select(context: HandlerContext, call: RestCall): Promise<void> {
  const { res, url, target: table, request, prefer } = call;
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
  const failed = await runAs(context.pg, request, res, async (tx) => {
    rows = (await tx.query(`select ${list} from ${EXPOSED_SCHEMA}."${table}"`)).rows;
  });
  if (failed) return;
  const total = prefer.get('count') === 'exact' ? String(rows.length) : '*';
  res.setHeader('content-range', `${rows.length > 0 ? `0-${rows.length - 1}` : '*'}/${total}`);
  sendJson(res, 200, rows);
}
