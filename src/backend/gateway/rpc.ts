// Function calls, `POST /rest/v1/rpc/<function>` with named arguments as one JSON object, as
// PostgREST makes them: the function is looked up in the schema cache (read from the catalogue
// once), the body becomes a record with the arguments' types, and the function is called with
// named arguments taken from it. Names come from the catalogue, never from the body.
import type { ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import {
  EXPOSED_SCHEMA,
  type HandlerContext,
  IDENTIFIER,
  methodNotAllowed,
  type RestCall,
  readJsonBody,
  runAs,
  sendError,
  sendJsonText,
} from './rest.ts';

/** A function of the exposed schema, as the schema cache knows it. */
export interface ExposedFunction {
  name: string;
  /** Names and types of the input arguments, in order. */
  args: { name: string; type: string }[];
  /** How many of the last arguments have defaults. */
  defaults: number;
  returnsSet: boolean;
  /** 'void', 'scalar', or 'row' (a composite or a RETURNS TABLE row). */
  returns: 'void' | 'scalar' | 'row';
}

export type FunctionCache = Map<string, ExposedFunction[]>;

/** The functions of the exposed schema by name (overloads share a name). */
export async function readFunctions(pg: PGlite): Promise<FunctionCache> {
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
  const out: FunctionCache = new Map();
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

/** The overload whose arguments the body names: every required one, and none it does not have. */
function findFunction(functions: FunctionCache, name: string, given: string[]): ExposedFunction | undefined {
  return (functions.get(name) ?? []).find((f) => {
    const names = f.args.map((a) => a.name);
    const required = names.slice(0, names.length - f.defaults);
    return given.every((k) => names.includes(k)) && required.every((k) => given.includes(k));
  });
}

/** The SQL of one call, reading the arguments from the JSON body ($1) as PostgREST does. */
function callSql(fn: ExposedFunction, given: string[]): { sql: string; usesBody: boolean } {
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
  return { sql, usesBody: args.length > 0 };
}

/** The named arguments of a call: one JSON object, or null after answering 400. */
function parseArguments(raw: string, res: ServerResponse): Record<string, unknown> | null {
  let body: unknown;
  try {
    body = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    sendError(res, 400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    // An array would call the function once per element (Prefer: params=multiple-objects):
    // one call per request is all anything here needs.
    sendError(res, 400, {
      code: 'PGRST102',
      message: 'The local gateway calls a function with one JSON object of named arguments',
      details: null,
      hint: null,
    });
    return null;
  }
  return body as Record<string, unknown>;
}

export async function callFunction(
  context: HandlerContext & { functions: FunctionCache },
  call: RestCall,
): Promise<void> {
  const { req, res, target: name, request, prefer } = call;
  if (req.method !== 'POST') {
    // PostgREST also allows GET for stable functions; nothing here needs it.
    return methodNotAllowed(res, req.method, 'OPTIONS, POST', 'The local gateway calls functions with POST only.');
  }
  const raw = await readJsonBody(req, res, context.maxBodyBytes);
  if (raw === null) return;
  const body = parseArguments(raw, res);
  if (body === null) return;
  const given = Object.keys(body);
  const fn = findFunction(context.functions, name, given);
  if (!fn) {
    return sendError(res, 404, {
      code: 'PGRST202',
      message: `Could not find the function ${EXPOSED_SCHEMA}.${name}(${given.sort().join(', ')}) in the schema cache`,
      details: null,
      hint: null,
    });
  }

  const { sql, usesBody } = callSql(fn, given);
  let result: { body: string | null; n: number } | undefined;
  const failed = await runAs(context.pg, request, res, async (tx) => {
    result = (await tx.query<{ body: string | null; n: number }>(sql, usesBody ? [raw] : [])).rows[0];
  });
  if (failed) return;
  context.onWrite?.();

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
  sendJsonText(res, 200, text);
}
