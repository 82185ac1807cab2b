import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { agents, visitors } from '../../db/schema';
import { visitorFacts } from '../../db/visitor-memory-tables';

export interface SealedFact {
  id: string;
  sealedFact: string;
  category: string;
  agentId: string;
  conversationId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const factColumns = {
  id: visitorFacts.id,
  sealedFact: visitorFacts.sealedFact,
  category: visitorFacts.category,
  agentId: visitorFacts.agentId,
  conversationId: visitorFacts.conversationId,
  createdAt: visitorFacts.createdAt,
  updatedAt: visitorFacts.updatedAt,
};

/** Who the conversation's visitor is, and a stamp of their facts that changes with every write. */
export interface ConversationVisitor {
  visitorId: string;
  verified: boolean;
  channel: string;
  factCount: number;
  /** the newest fact's time, as text: with the count it tells a cached copy is current */
  latest: string | null;
}

export async function findConversationVisitor(db: Db, conversationId: string, projectId: string): Promise<ConversationVisitor | null> {
  const rows = await queryRows<{ visitor_id: string; verified: boolean; channel: string; n: number; latest: string | null }>(
    db,
    sql`select v.id as visitor_id, v.verified, c.channel,
          (select count(*)::int from visitor_facts f where f.visitor_id = v.id) as n,
          (select max(f.updated_at)::text from visitor_facts f where f.visitor_id = v.id) as latest
        from conversations c join visitors v on v.id = c.visitor_id
        where c.id = ${conversationId}::uuid and v.project_id = ${projectId}::uuid`,
  );
  const row = rows[0];
  return row ? { visitorId: row.visitor_id, verified: row.verified, channel: row.channel, factCount: Number(row.n), latest: row.latest } : null;
}

/** A visitor's facts, newest first. */
/** Every fact about these visitors, oldest first (a visitor's own data export). */
export async function listFactsOfVisitors(db: Db, visitorIds: string[]): Promise<SealedFact[]> {
  if (visitorIds.length === 0) return [];
  return db
    .select(factColumns)
    .from(visitorFacts)
    .where(inArray(visitorFacts.visitorId, visitorIds))
    .orderBy(asc(visitorFacts.createdAt), asc(visitorFacts.id));
}

export async function listVisitorFacts(db: Db, visitorId: string): Promise<SealedFact[]> {
  return db.select(factColumns).from(visitorFacts).where(eq(visitorFacts.visitorId, visitorId)).orderBy(desc(visitorFacts.updatedAt), desc(visitorFacts.id));
}

/** The same, with the name of the agent that remembered each, for the owner's page. */
export async function listVisitorFactsWithAgents(db: Db, projectId: string, visitorId: string): Promise<(SealedFact & { agentName: string | null })[]> {
  return db
    .select({ ...factColumns, agentName: agents.name })
    .from(visitorFacts)
    .leftJoin(agents, eq(agents.id, visitorFacts.agentId))
    .where(and(eq(visitorFacts.visitorId, visitorId), eq(visitorFacts.projectId, projectId)))
    .orderBy(desc(visitorFacts.updatedAt), desc(visitorFacts.id));
}

export async function visitorInProject(db: Db, projectId: string, visitorId: string): Promise<boolean> {
  const rows = await db.select({ id: visitors.id }).from(visitors).where(and(eq(visitors.id, visitorId), eq(visitors.projectId, projectId))).limit(1);
  return rows.length > 0;
}

export interface NewFact {
  visitorId: string;
  projectId: string;
  agentId: string;
  conversationId: string | null;
  sealedFact: string;
  category: string;
  now: Date;
}

/** Stores a fact unless the visitor already has `cap` of them (one statement: nothing half stored). */
export async function insertFactWithinCap(db: Db, f: NewFact, cap: number): Promise<string | null> {
  const at = f.now.toISOString();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into visitor_facts (visitor_id, project_id, agent_id, conversation_id, sealed_fact, category, created_at, updated_at)
        select ${f.visitorId}::uuid, ${f.projectId}::uuid, ${f.agentId}::uuid, ${f.conversationId}::uuid, ${f.sealedFact}, ${f.category}, ${at}::timestamptz, ${at}::timestamptz
        where (select count(*) from visitor_facts where visitor_id = ${f.visitorId}::uuid) < ${cap}
        returning id`,
  );
  return rows[0]?.id ?? null;
}

/** Changes one of the visitor's facts; false when it is not theirs (or gone). */
export async function updateFact(db: Db, visitorId: string, factId: string, set: { sealedFact?: string; category?: string; updatedAt: Date }): Promise<boolean> {
  const rows = await db
    .update(visitorFacts)
    .set(set)
    .where(and(eq(visitorFacts.id, factId), eq(visitorFacts.visitorId, visitorId)))
    .returning({ id: visitorFacts.id });
  return rows.length > 0;
}

/** Deletes the visitor's facts among `factIds` (null: all of them); another visitor's ids match nothing. */
export async function deleteFacts(db: Db, visitorId: string, factIds: string[] | null): Promise<number> {
  if (factIds && factIds.length === 0) return 0;
  const where = factIds ? and(eq(visitorFacts.visitorId, visitorId), inArray(visitorFacts.id, factIds)) : eq(visitorFacts.visitorId, visitorId);
  const rows = await db.delete(visitorFacts).where(where).returning({ id: visitorFacts.id });
  return rows.length;
}

/** Data retention: an agent's facts not brought up to date since `before`. */
export async function deleteAgentFactsBefore(db: Db, agentId: string, before: Date): Promise<number> {
  const rows = await db
    .delete(visitorFacts)
    .where(and(eq(visitorFacts.agentId, agentId), lt(visitorFacts.updatedAt, before)))
    .returning({ id: visitorFacts.id });
  return rows.length;
}
