import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { memberOf, memberRole } from '../../db/membership';
import { agentRuns, agents } from '../../db/schema';
import { projectMembers } from '../../db/team-tables';
import { unansweredGroups, unansweredQuestions } from '../../db/unanswered-tables';
import type { UnansweredReason } from './detect';

export interface NewQuestion {
  agentId: string;
  projectId: string;
  runId: string;
  conversationId: string | null;
  channel: string;
  question: string;
  reason: UnansweredReason;
  askedAt: Date;
}

/** One question per run: a run already recorded (no answer, then a thumbs-down) keeps its first reason. */
export async function insertQuestion(db: Db, q: NewQuestion): Promise<void> {
  await db.insert(unansweredQuestions).values(q).onConflictDoNothing({ target: unansweredQuestions.runId });
}

/** A thumbs-down taken back: its question goes, unless the run was unanswered for another reason. */
export async function deleteThumbsDownQuestion(db: Db, runId: string): Promise<void> {
  await db.delete(unansweredQuestions).where(and(eq(unansweredQuestions.runId, runId), eq(unansweredQuestions.reason, 'thumbs-down')));
}

/** What a thumbs-down needs of the rated run. */
export async function findRatedRun(db: Db, runId: string) {
  const rows = await db
    .select({ agentId: agentRuns.agentId, projectId: agents.projectId, conversationId: agentRuns.conversationId, channel: agentRuns.channel, isTest: agentRuns.isTest, userInput: agentRuns.userInput, createdAt: agentRuns.createdAt })
    .from(agentRuns)
    .innerJoin(agents, eq(agents.id, agentRuns.agentId))
    .where(eq(agentRuns.id, runId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Queues a job for the agent unless one is already waiting: a burst of unanswered turns, or a
 * crawl indexing hundreds of pages, costs one run of it.
 */
export async function queueAgentJob(db: Db, kind: string, agentId: string): Promise<void> {
  await queryRows(
    db,
    sql`insert into jobs (kind, payload)
        select ${kind}, ${JSON.stringify({ agentId })}::jsonb
        where not exists (select 1 from jobs where kind = ${kind} and status = 'queued' and payload->>'agentId' = ${agentId})
        returning id`,
  );
}

/** The agents answering from the dataset (their knowledge just changed). */
export async function agentsUsingDataset(db: Db, datasetId: string): Promise<string[]> {
  const rows = await db.select({ id: agents.id }).from(agents).where(eq(agents.datasetId, datasetId));
  return rows.map((r) => r.id);
}

/** The agent's project and dataset. */
export async function agentKnowledge(db: Db, agentId: string) {
  const rows = await db.select({ projectId: agents.projectId, datasetId: agents.datasetId }).from(agents).where(eq(agents.id, agentId)).limit(1);
  return rows[0] ?? null;
}

export async function findAgent(db: Db, agentId: string) {
  const rows = await db.select({ projectId: agents.projectId, defaultLanguage: agents.defaultLanguage }).from(agents).where(eq(agents.id, agentId)).limit(1);
  return rows[0] ?? null;
}

/** Inside a transaction: one grouping write of the agent at a time. */
export async function lockAgentRow(db: Db, agentId: string) {
  const rows = await db.select({ id: agents.id, projectId: agents.projectId, defaultLanguage: agents.defaultLanguage, datasetId: agents.datasetId }).from(agents).where(eq(agents.id, agentId)).for('update');
  return rows[0] ?? null;
}

export async function pendingQuestions(db: Db, agentId: string, limit: number) {
  return db
    .select({ id: unansweredQuestions.id, question: unansweredQuestions.question })
    .from(unansweredQuestions)
    .where(and(eq(unansweredQuestions.agentId, agentId), isNull(unansweredQuestions.groupId)))
    .orderBy(unansweredQuestions.askedAt, unansweredQuestions.id)
    .limit(limit);
}

export async function openGroupWords(db: Db, agentId: string) {
  return db
    .select({ id: unansweredGroups.id, words: unansweredGroups.words })
    .from(unansweredGroups)
    .where(and(eq(unansweredGroups.agentId, agentId), eq(unansweredGroups.status, 'open')));
}

const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/** English and Spanish stems of each text (accent-folded by the caller), stop words left out. */
export async function stemQuestions(db: Db, texts: string[]): Promise<{ en: string[]; es: string[] }[]> {
  if (texts.length === 0) return [];
  const rows = await queryRows<{ i: number; en: string[] | null; es: string[] | null }>(
    db,
    sql`select t.i::int as i, tsvector_to_array(to_tsvector('english', t.txt)) as en, tsvector_to_array(to_tsvector('spanish', t.txt)) as es
        from unnest(${textArray(texts)}) with ordinality as t(txt, i)`,
  );
  const out = texts.map(() => ({ en: [] as string[], es: [] as string[] }));
  for (const r of rows) out[r.i - 1] = { en: r.en ?? [], es: r.es ?? [] };
  return out;
}

/** All the agent's groups, open or closed: a change in the number says another run wrote. */
export async function countGroups(db: Db, agentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(unansweredGroups).where(eq(unansweredGroups.agentId, agentId));
  return row?.n ?? 0;
}

export async function anyGrouped(db: Db, questionIds: string[]): Promise<boolean> {
  if (questionIds.length === 0) return false;
  const rows = await db
    .select({ id: unansweredQuestions.id })
    .from(unansweredQuestions)
    .where(and(inArray(unansweredQuestions.id, questionIds), sql`${unansweredQuestions.groupId} is not null`))
    .limit(1);
  return rows.length > 0;
}

export async function insertGroups(db: Db, groups: { id: string; agentId: string; projectId: string; question: string; words: string[] }[]): Promise<void> {
  if (groups.length > 0) await db.insert(unansweredGroups).values(groups);
}

/** Sets each still ungrouped question's group (questions that are no question go, with no group). */
export async function assignGroups(db: Db, assigned: { id: string; groupId: string }[], dropped: string[]): Promise<void> {
  if (assigned.length > 0) {
    await db.execute(
      sql`update unanswered_questions q set group_id = v.group_id::uuid
          from unnest(${textArray(assigned.map((a) => a.id))}, ${textArray(assigned.map((a) => a.groupId))}) as v(id, group_id)
          where q.id = v.id::uuid and q.group_id is null`,
    );
  }
  if (dropped.length > 0) await db.delete(unansweredQuestions).where(inArray(unansweredQuestions.id, dropped));
}

/** The agent's open groups to re-check, with whether every question in them found no source. */
export async function openGroupsToRecheck(db: Db, agentId: string, limit: number) {
  return queryRows<{ id: string; question: string; onlyNoSource: boolean }>(
    db,
    sql`select g.id, g.question, coalesce(bool_and(q.reason = 'no-source'), false) as "onlyNoSource"
        from unanswered_groups g left join unanswered_questions q on q.group_id = g.id
        where g.agent_id = ${agentId} and g.status = 'open'
        group by g.id order by max(q.asked_at) desc nulls last limit ${limit}`,
  );
}

export async function closeGroups(db: Db, ids: string[], status: 'answered' | 'handled', at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(unansweredGroups)
    .set({ status, closedAt: at })
    .where(and(inArray(unansweredGroups.id, ids), eq(unansweredGroups.status, 'open')));
}

/** The agent's project and the user's role in it; null when the user is no member (or no such agent). */
export async function findMemberAgent(db: Db, userId: string, agentId: string) {
  const rows = await db
    .select({ agentId: agents.id, projectId: agents.projectId, role: memberRole })
    .from(agents)
    .innerJoin(projectMembers, memberOf(agents.projectId, userId))
    .where(eq(agents.id, agentId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findMemberGroup(db: Db, userId: string, groupId: string) {
  const rows = await db
    .select({ id: unansweredGroups.id, agentId: unansweredGroups.agentId, role: memberRole })
    .from(unansweredGroups)
    .innerJoin(projectMembers, memberOf(unansweredGroups.projectId, userId))
    .where(eq(unansweredGroups.id, groupId))
    .limit(1);
  return rows[0] ?? null;
}

/** The agent's open groups asked since `since`, most asked first, with their figures in that period. */
export async function listOpenGroups(db: Db, agentId: string, since: Date, limit: number) {
  return queryRows<{ id: string; question: string; count: number; firstAskedAt: Date | string; lastAskedAt: Date | string; channels: string[]; exampleConversationId: string | null }>(
    db,
    sql`select g.id, g.question, count(*)::int as count, min(q.asked_at) as "firstAskedAt", max(q.asked_at) as "lastAskedAt",
          array_agg(distinct q.channel) as channels,
          (array_agg(q.conversation_id order by q.asked_at desc) filter (where q.conversation_id is not null))[1] as "exampleConversationId"
        from unanswered_groups g join unanswered_questions q on q.group_id = g.id
        where g.agent_id = ${agentId} and g.status = 'open' and q.asked_at >= ${since.toISOString()}::timestamptz
        group by g.id, g.question
        order by count(*) desc, max(q.asked_at) desc
        limit ${limit}`,
  );
}

/** Per agent of the project: its open groups asked since `since`. */
export async function countOpenGroupsByAgent(db: Db, projectId: string, since: Date) {
  return db
    .select({ agentId: unansweredGroups.agentId, n: sql<number>`count(distinct ${unansweredGroups.id})::int` })
    .from(unansweredGroups)
    .innerJoin(unansweredQuestions, eq(unansweredQuestions.groupId, unansweredGroups.id))
    .where(and(eq(unansweredGroups.projectId, projectId), eq(unansweredGroups.status, 'open'), gte(unansweredQuestions.askedAt, since)))
    .groupBy(unansweredGroups.agentId)
    .orderBy(desc(sql`count(distinct ${unansweredGroups.id})`));
}


/**
 * Housekeeping: a question goes with its run (data retention, a deleted conversation) and after
 * the longest period shown; a group goes when no question is left in it.
 */
export async function deleteStaleQuestions(db: Db, before: Date): Promise<void> {
  await db.execute(
    sql`delete from unanswered_questions q
        where q.asked_at < ${before.toISOString()}::timestamptz or not exists (select 1 from agent_runs r where r.id = q.run_id)`,
  );
  await db.execute(sql`delete from unanswered_groups g where not exists (select 1 from unanswered_questions q where q.group_id = g.id)`);
}
