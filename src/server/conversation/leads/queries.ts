import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberOf, memberRole } from '../../db/membership';
import { projectMembers } from '../../db/team-tables';
import { agents } from '../../db/schema';
import { domainEvents, leads } from '../../db/tool-tables';

export type NewLeadRow = typeof leads.$inferInsert;

export interface LeadFilters {
  projectId: string;
  agentId?: string;
  /** inclusive */
  from?: Date;
  /** exclusive */
  before?: Date;
}

/** Where the previous page ended: created_at to the microsecond (a JS Date keeps only milliseconds) and id. */
export interface LeadPosition {
  createdAt: string;
  id: string;
}

// the cursor's timestamp, exact, so a row never reappears on the next page
const createdAtText = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function whereOf(filters: LeadFilters, after?: LeadPosition): SQL | undefined {
  return and(
    eq(leads.projectId, filters.projectId),
    filters.agentId ? eq(leads.agentId, filters.agentId) : undefined,
    filters.from ? gte(leads.createdAt, filters.from) : undefined,
    filters.before ? lt(leads.createdAt, filters.before) : undefined,
    after ? sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
  );
}

/** The lead and its lead_converted event, both or neither; `withEvent` does more in the same transaction (runs the event's listeners). */
export async function insertLeadWithEvent(
  db: Db,
  values: NewLeadRow,
  event: (leadId: string) => Record<string, unknown>,
  withEvent?: (tx: Db, eventId: string) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(leads).values(values).returning({ id: leads.id });
    const [stored] = await tx
      .insert(domainEvents)
      .values({ projectId: values.projectId, agentId: values.agentId ?? null, type: 'lead_converted', payload: event(row.id), createdAt: values.createdAt })
      .returning({ id: domainEvents.id });
    await withEvent?.(tx, stored.id);
    return row.id;
  });
}

/** Newest first, `limit` rows after `after`. */
export async function listLeadRows(db: Db, filters: LeadFilters, limit: number, after?: LeadPosition) {
  return db
    .select({
      id: leads.id,
      projectId: leads.projectId,
      agentId: leads.agentId,
      agentName: agents.name,
      conversationId: leads.conversationId,
      sessionId: leads.sessionId,
      channel: leads.channel,
      isTest: leads.isTest,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      fields: leads.fields,
      createdAt: leads.createdAt,
      position: createdAtText,
    })
    .from(leads)
    .leftJoin(agents, eq(agents.id, leads.agentId))
    .where(whereOf(filters, after))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}
export type LeadRow = Awaited<ReturnType<typeof listLeadRows>>[number];

/** Every owner field key the matching leads hold, sorted. */
export async function listLeadFieldKeys(db: Db, filters: LeadFilters): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: sql<string>`jsonb_object_keys(${leads.fields})` })
    .from(leads)
    .where(and(whereOf(filters), sql`jsonb_typeof(${leads.fields}) = 'object'`));
  return rows.map((r) => r.key).sort();
}

/** The lead and the user's role when the user is a member of its project; null otherwise. */
export async function findMemberLead(db: Db, userId: string, leadId: string): Promise<{ id: string; projectId: string; role: string } | null> {
  const rows = await db
    .select({ id: leads.id, projectId: leads.projectId, role: memberRole })
    .from(leads)
    .innerJoin(projectMembers, memberOf(leads.projectId, userId))
    .where(eq(leads.id, leadId))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteLeadRow(db: Db, leadId: string): Promise<void> {
  await db.delete(leads).where(eq(leads.id, leadId));
}
