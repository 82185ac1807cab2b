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

/**
 * The visitors a search finds, with what ordering and the filters need: each arm is an index
 * range scan on (project, lower(column) text_pattern_ops), so only the matches are read.
 */
function matchesOf(projectId: string, q: string): SQL {
  const p = likePrefix(q);
  const cols = sql`id, kind, verified, last_seen_at`;
  return sql`select ${cols} from visitors where project_id = ${projectId}::uuid and lower(name) like ${p}
      union select ${cols} from visitors where project_id = ${projectId}::uuid and lower(email) like ${p}
      union select ${cols} from visitors where project_id = ${projectId}::uuid and lower(external_id) like ${p}
      union select v2.id, v2.kind, v2.verified, v2.last_seen_at from visitor_channel_ids ci join visitors v2 on v2.id = ci.visitor_id
        where ci.project_id = ${projectId}::uuid and lower(ci.external_id) like ${p}`;
}

const statusSql = (a: string, status: VisitorStatus): SQL => {
  const t = sql.raw(a);
  if (status === 'verified') return sql`${t}.verified`;
  return status === 'unverified' ? sql`${t}.kind = 'site' and not ${t}.verified` : sql`${t}.kind = 'channel'`;
};

/** The filters and the page position on the rows of alias `a`. */
function filtersOn(a: string, f: VisitorFilters, after?: VisitorPosition): SQL[] {
  const t = sql.raw(a);
  const parts: SQL[] = [];
  if (f.status) parts.push(statusSql(a, f.status));
  if (f.channel) parts.push(sql`exists (select 1 from visitor_channel_ids ci where ci.visitor_id = ${t}.id and ci.channel = ${f.channel})`);
  if (after) parts.push(sql`(${t}.last_seen_at, ${t}.id) < (${after.lastSeenAt}::timestamptz, ${after.id}::uuid)`);
  return parts;
}

/** Without a text search the list walks (project, last_seen_at, id); with one it sorts only the matches, then reads the page's rows. */
function whereOf(f: VisitorFilters, limit: number, after?: VisitorPosition): SQL {
  if (f.q && UUID.test(f.q)) return sql.join([sql`v.project_id = ${f.projectId}::uuid`, sql`v.id = ${f.q}::uuid`, ...filtersOn('v', f, after)], sql` and `);
  if (!f.q) return sql.join([sql`v.project_id = ${f.projectId}::uuid`, ...filtersOn('v', f, after)], sql` and `);
  const filters = filtersOn('m', f, after);
  return sql`v.id in (select m.id from (${matchesOf(f.projectId, f.q)}) m
      ${filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``}
      order by m.last_seen_at desc, m.id desc limit ${limit})`;
}

const columns = sql`v.id, v.kind, v.external_id, v.name, v.email, v.phone, v.verified, v.first_seen_at, v.last_seen_at,
  to_char(v.last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position,
  coalesce((select json_agg(json_build_object('channel', ci.channel, 'externalId', ci.external_id) order by ci.created_at, ci.id)
    from visitor_channel_ids ci where ci.visitor_id = v.id), '[]'::json) as channel_ids,
  (select count(*) from conversations c where c.visitor_id = v.id) as conversations`;

/** The project's visitors, most recently seen first, `limit` rows after `after`. */
export async function listVisitorRows(db: Db, filters: VisitorFilters, limit: number, after?: VisitorPosition): Promise<VisitorRow[]> {
  return queryRows<VisitorRow>(db, sql`select ${columns} from visitors v where ${whereOf(filters, limit, after)} order by v.last_seen_at desc, v.id desc limit ${limit}`);
}

export async function findVisitorRow(db: Db, projectId: string, visitorId: string): Promise<VisitorRow | null> {
  const rows = await queryRows<VisitorRow>(db, sql`select ${columns} from visitors v where v.project_id = ${projectId}::uuid and v.id = ${visitorId}::uuid`);
  return rows[0] ?? null;
}
