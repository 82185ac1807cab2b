import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';

/* What an export reads and an import writes: the product's tables in the public schema. */

export interface TableInfo {
  name: string;
  /** stored (not generated) columns, in table order */
  columns: string[];
}

export async function listTables(db: Db): Promise<TableInfo[]> {
  const rows = await queryRows<{ table_name: string; columns: string[] }>(
    db,
    sql`select c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        group by c.table_name order by c.table_name`,
  );
  return rows.map((r) => ({ name: r.table_name, columns: r.columns }));
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
export async function inLoadOrder(db: Db, names: string[]): Promise<string[]> {
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const wanted = new Set(names);
  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  for (const e of edges) if (wanted.has(e.child) && wanted.has(e.parent)) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const done = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter((n) => !done.has(n) && [...(parents.get(n) ?? [])].every((p) => done.has(p)));
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among: ${names.filter((n) => !done.has(n)).join(', ')}`);
    for (const n of ready) {
      done.add(n);
      ordered.push(n);
    }
  }
  return ordered;
}

export async function countRows(db: Db, table: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(db, sql`select count(*)::text as n from ${sql.identifier(table)}`);
  return Number(row?.n ?? 0);
}

/** Tables with triggers of our own (the search statistics kept from chunks), which a load must not fire. */
export async function tablesWithTriggers(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace where not t.tgisinternal and n.nspname = 'public'`,
  );
  return rows.map((r) => r.name);
}

/** Moves every serial or identity sequence past the largest loaded value. */
export async function resetSequences(db: Db): Promise<void> {
  const rows = await queryRows<{ table_name: string; column_name: string; seq: string }>(
    db,
    sql`select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
        from information_schema.columns
        where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const r of rows) {
    await db.execute(
      sql`select setval(${r.seq}, coalesce((select max(${sql.identifier(r.column_name)}) from ${sql.identifier(r.table_name)}), 0) + 1, false)`,
    );
  }
}
