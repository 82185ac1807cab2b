import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** The project's visitors of the site's user id: the verified one only, or with the unverified hints that named the same id. */
export async function listVisitorIds(db: Db, projectId: string, externalId: string, withHints: boolean): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from visitors where project_id = ${projectId}::uuid and external_id = ${externalId} ${withHints ? sql`` : sql`and verified`}`,
  );
  return rows.map((r) => r.id);
}

export const idList = (ids: string[]): SQL => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

/** Their conversations: the visitor_id index finds them. */
export const conversationsOf = (visitorIds: string[]): SQL => sql`select id from conversations where visitor_id in (${idList(visitorIds)})`;

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
export const isoOrNull = iso;
export const isoAlways = (v: Date | string): string => new Date(v).toISOString();
