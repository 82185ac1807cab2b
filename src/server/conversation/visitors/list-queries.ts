import { sql, type SQL } from 'drizzle-orm';
import type { MessagingChannel } from '../../../common/channels/index';
import type { VisitorStatus } from '../../../common/visitors';
import { queryRows, type Db } from '../../db/client';

export interface VisitorFilters {
  projectId: string;
  /** lower case: a name, e-mail, site user id or channel id starting with it, or a visitor's id */
  q?: string;
  status?: VisitorStatus;
  channel?: MessagingChannel;
}

/** Where the previous page ended: last_seen_at to the microsecond and id. */
export interface VisitorPosition {
  lastSeenAt: string;
  id: string;
}

export interface VisitorRow {
  id: string;
  kind: string;
  external_id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  verified: boolean;
  first_seen_at: Date | string;
  last_seen_at: Date | string;
  position: string;
  channel_ids: { channel: MessagingChannel; externalId: string }[] | string;
  conversations: number | string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const likePrefix = (q: string) => `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each arm of the search reads its own index (project, lower(column) text_pattern_ops). */
function searchOf(projectId: string, q: string): SQL {
  if (UUID.test(q)) return sql`v.id = ${q}::uuid`;
  const p = likePrefix(q);
  return sql`v.id in (
      select id from visitors where project_id = ${projectId}::uuid and lower(name) like ${p}
      union select id from visitors where project_id = ${projectId}::uuid and lower(email) like ${p}
      union select id from visitors where project_id = ${projectId}::uuid and lower(external_id) like ${p}
      union select visitor_id from visitor_channel_ids where project_id = ${projectId}::uuid and lower(external_id) like ${p})`;
}

const STATUS_SQL: Record<VisitorStatus, SQL> = {
  verified: sql`v.verified`,
  unverified: sql`v.kind = 'site' and not v.verified`,
  channel: sql`v.kind = 'channel'`,
};

function whereOf(f: VisitorFilters, after?: VisitorPosition): SQL {
  const parts: SQL[] = [sql`v.project_id = ${f.projectId}::uuid`];
  if (f.q) parts.push(searchOf(f.projectId, f.q));
  if (f.status) parts.push(STATUS_SQL[f.status]);
  if (f.channel) parts.push(sql`exists (select 1 from visitor_channel_ids ci where ci.visitor_id = v.id and ci.channel = ${f.channel})`);
  if (after) parts.push(sql`(v.last_seen_at, v.id) < (${after.lastSeenAt}::timestamptz, ${after.id}::uuid)`);
  return sql.join(parts, sql` and `);
}

const columns = sql`v.id, v.kind, v.external_id, v.name, v.email, v.phone, v.verified, v.first_seen_at, v.last_seen_at,
  to_char(v.last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position,
  coalesce((select json_agg(json_build_object('channel', ci.channel, 'externalId', ci.external_id) order by ci.created_at, ci.id)
    from visitor_channel_ids ci where ci.visitor_id = v.id), '[]'::json) as channel_ids,
  (select count(*) from conversations c where c.visitor_id = v.id) as conversations`;

/** The project's visitors, most recently seen first, `limit` rows after `after`. */
export async function listVisitorRows(db: Db, filters: VisitorFilters, limit: number, after?: VisitorPosition): Promise<VisitorRow[]> {
  return queryRows<VisitorRow>(db, sql`select ${columns} from visitors v where ${whereOf(filters, after)} order by v.last_seen_at desc, v.id desc limit ${limit}`);
}

export async function findVisitorRow(db: Db, projectId: string, visitorId: string): Promise<VisitorRow | null> {
  const rows = await queryRows<VisitorRow>(db, sql`select ${columns} from visitors v where v.project_id = ${projectId}::uuid and v.id = ${visitorId}::uuid`);
  return rows[0] ?? null;
}
