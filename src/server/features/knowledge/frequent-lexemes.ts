import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** a word in more than this share of all chunks says little about which chunk answers */
const FREQUENT_SHARE = 0.2;
const REFRESH_MS = 5 * 60_000;

const cached = new WeakMap<Db, { at: number; lexemes: string[] }>();

/**
 * The lexemes the planner's statistics (ANALYZE) count in more than FREQUENT_SHARE of chunks,
 * read at most every few minutes. Finding the chunks that hold such a word costs time in
 * proportion to the whole table, so search ranks with them but does not look them up.
 */
export async function frequentLexemes(db: Db, now = Date.now()): Promise<string[]> {
  const hit = cached.get(db);
  if (hit && now - hit.at < REFRESH_MS) return hit.lexemes;
  const rows = await queryRows<{ lexeme: string }>(
    db,
    sql`select e.lexeme from pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e (lexeme, freq)
        where s.tablename = 'vector_chunks' and s.attname = 'search_vector' and e.lexeme is not null and e.freq > ${FREQUENT_SHARE}`,
  );
  const lexemes = rows.map((r) => r.lexeme);
  cached.set(db, { at: now, lexemes });
  return lexemes;
}

/**
 * The embedded database runs no autovacuum, so nothing else keeps the statistics above current;
 * PostgreSQL servers analyze on their own.
 */
export async function refreshSearchStatistics(db: Db, dbKind: 'pglite' | 'postgres'): Promise<void> {
  if (dbKind === 'pglite') await db.execute(sql`analyze vector_chunks`);
}
