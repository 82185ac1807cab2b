import { sql, type SQL } from 'drizzle-orm';

/** A user's "first last" name in SQL, null when they gave none (`alias` is the users table's alias). */
export function userNameSql(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`nullif(trim(coalesce(${a}.first_name, '') || ' ' || coalesce(${a}.last_name, '')), '')`;
}
