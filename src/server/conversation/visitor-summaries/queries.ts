import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { DEFAULT_CONTEXT_RECALL_DAYS } from '../../../common/agents';
import { VISITOR_SUMMARY_JOB } from './summary-job-kind';

/**
 * Who may be recalled: a verified visitor (docs/decisions/0045). An unverified hint is anyone who
 * typed the id, so what they said is never handed to the next person typing it.
 */
const KNOWN_VISITOR = sql`v.verified`;

/** The recall window the conversation's version froze (the live agent's for a conversation without one). */
const RECALL_DAYS = sql`coalesce((av.snapshot->>'contextRecallDays')::int, case when c.agent_version_id is null then a.context_recall_days end, ${DEFAULT_CONTEXT_RECALL_DAYS}::int)`;

/**
 * Queues the summary of an ended conversation when it has a known visitor and its agent recalls
 * them; one job per conversation at a time (its group), and the job writes at most one summary.
 */
export async function queueSummaryJob(db: Db, conversationId: string): Promise<void> {
  await db.execute(sql`insert into jobs (kind, payload, max_attempts, group_key)
    select ${VISITOR_SUMMARY_JOB}, jsonb_build_object('conversationId', c.id), 3, ${`visitor-summary:${conversationId}`}
    from conversations c
    join visitors v on v.id = c.visitor_id
    join agents a on a.id = c.agent_id
    left join agent_versions av on av.id = c.agent_version_id
    where c.id = ${conversationId}::uuid and not c.is_test and ${KNOWN_VISITOR} and ${RECALL_DAYS} > 0
      and not exists (select 1 from visitor_summaries s where s.conversation_id = c.id)`);
}

export interface SummarySource {
  conversationId: string;
  visitorId: string;
  agentId: string;
  projectId: string;
  modelProvider: string;
  modelName: string;
  language: string;
}

/** An ended conversation still waiting for its summary, with the model its agent answered with. */
export async function findSummarySource(db: Db, conversationId: string): Promise<SummarySource | null> {
  const rows = await queryRows<SummarySource>(
    db,
    sql`select c.id as "conversationId", c.visitor_id as "visitorId", c.agent_id as "agentId", a.project_id as "projectId",
          coalesce(av.snapshot->>'modelProvider', a.model_provider) as "modelProvider",
          coalesce(av.snapshot->>'modelName', a.model_name) as "modelName",
          coalesce(av.snapshot->>'defaultLanguage', a.default_language) as "language"
        from conversations c
        join visitors v on v.id = c.visitor_id
        join agents a on a.id = c.agent_id
        left join agent_versions av on av.id = c.agent_version_id
        where c.id = ${conversationId}::uuid and c.status = 'ended' and ${KNOWN_VISITOR}
          and not exists (select 1 from visitor_summaries s where s.conversation_id = c.id)`,
  );
  return rows[0] ?? null;
}

export interface Exchange {
  question: string;
  answer: string;
}

/** The conversation's last `turns` answered turns, oldest first. */
export async function listExchanges(db: Db, conversationId: string, turns: number): Promise<Exchange[]> {
  const rows = await queryRows<Exchange>(
    db,
    sql`select user_input as question, coalesce(agent_output, '') as answer from agent_runs
        where conversation_id = ${conversationId}::uuid and status = 'completed' and user_input <> ''
        order by created_at desc limit ${turns}`,
  );
  return rows.reverse();
}

export interface NewSummary {
  conversationId: string;
  visitorId: string;
  agentId: string;
  summary: string;
  source: 'model' | 'last_exchange';
  model: string | null;
  tokensIn: number;
  tokensOut: number;
  cost: number | null;
  createdAt: Date;
}

/** Stores the summary unless the conversation has one (a retried job writes nothing twice). */
export async function insertSummary(db: Db, s: NewSummary): Promise<void> {
  await db.execute(sql`insert into visitor_summaries (conversation_id, visitor_id, agent_id, summary, source, model, tokens_in, tokens_out, cost, created_at)
    values (${s.conversationId}::uuid, ${s.visitorId}::uuid, ${s.agentId}::uuid, ${s.summary}, ${s.source}, ${s.model}, ${s.tokensIn}, ${s.tokensOut},
      ${s.cost === null ? null : s.cost.toFixed(6)}, ${s.createdAt.toISOString()}::timestamptz)
    on conflict (conversation_id) do nothing`);
}

export interface RecalledRow {
  conversationId: string;
  summary: string;
  channel: string;
  createdAt: Date | string;
}

/**
 * The newest summary of this conversation's known visitor with the same agent, made before this
 * conversation started and within `days` of it: the visitor_summaries index (visitor, agent, time)
 * answers it. Summaries made later are left for the next conversation, so every turn of one
 * conversation is given the same one.
 */
export async function findRecalledSummary(db: Db, conversationId: string, days: number): Promise<RecalledRow | null> {
  const rows = await queryRows<RecalledRow>(
    db,
    sql`select s.conversation_id as "conversationId", s.summary, prev.channel, s.created_at as "createdAt"
        from conversations c
        join visitors v on v.id = c.visitor_id
        join visitor_summaries s on s.visitor_id = c.visitor_id and s.agent_id = c.agent_id
        join conversations prev on prev.id = s.conversation_id
        where c.id = ${conversationId}::uuid and ${KNOWN_VISITOR} and s.conversation_id <> c.id
          and s.created_at <= c.started_at and s.created_at >= c.started_at - make_interval(days => ${days}::int)
        order by s.created_at desc limit 1`,
  );
  return rows[0] ?? null;
}
