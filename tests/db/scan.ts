// A search of the whole database for a piece of text: every row of every table in every schema
// but the system's, each row read whole as text, so every column counts whatever its type (text,
// jsonb, arrays, ...). New tables are searched without changing this file.
import type { PGlite } from '@electric-sql/pglite';

/** The tables with a row whose text contains `needle` (case-insensitive), as "schema.table (n rows)". */
export async function rowsNaming(pg: PGlite, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of await userTables(pg)) {
    const { rows } = await pg.query<{ n: number }>(
      `select count(*)::int as n from ${name} t where strpos(lower(t::text), lower($1)) > 0`,
      [needle],
    );
    if (rows[0]!.n > 0) found.push(`${name} (${rows[0]!.n} rows)`);
  }
  return found;
}

/** The tables the search reads, as "schema.table", quoted where SQL needs it. */
export async function userTables(pg: PGlite): Promise<string[]> {
  const { rows } = await pg.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_%'
      order by 1`,
  );
  return rows.map((r) => r.name);
}
