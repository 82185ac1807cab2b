import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/**
 * A word in more than this share of all chunks is "common": finding the chunks that hold it costs
 * time in proportion to the whole table (a GIN index gives all its matches at once), so search
 * ranks with it but looks it up only when the question has nothing rarer.
 */
const COMMON_SHARE = 0.02;
const REFRESH_MS = 5 * 60_000;

export interface CommonLexemes {
  lexemes: string[];
  /** the share of chunks holding each lexeme, 0-1 */
  shares: number[];
}

const cached = new WeakMap<Db, { at: number; common: CommonLexemes }>();

/**
 * The lexemes that the planner's statistics (ANALYZE) count in more than COMMON_SHARE of chunks,
 * with their shares, read at most every few minutes.
 */
export async function commonLexemes(db: Db, now = Date.now()): Promise<CommonLexemes> {
  const hit = cached.get(db);
  if (hit && now - hit.at < REFRESH_MS) return hit.common;
  const rows = await queryRows<{ lexeme: string; freq: number }>(
    db,
    sql`select e.lexeme, e.freq::float8 as freq from pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e (lexeme, freq)
        where s.tablename = 'vector_chunks' and s.attname = 'search_vector' and e.lexeme is not null and e.freq > ${COMMON_SHARE}`,
  );
  const common = { lexemes: rows.map((r) => r.lexeme), shares: rows.map((r) => Number(r.freq)) };
  cached.set(db, { at: now, common });
  return common;
}

/**
 * Brings the statistics up to date and reads them again on the next search. The embedded
 * database runs no autovacuum, so nothing else keeps them current; PostgreSQL servers analyze on
 * their own.
 */
export async function refreshSearchStatistics(db: Db, dbKind: 'pglite' | 'postgres'): Promise<void> {
  if (dbKind === 'pglite') await db.execute(sql`analyze vector_chunks`);
  cached.delete(db);
}
