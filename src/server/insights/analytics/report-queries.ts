import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { ANALYTICS_DISPLAY } from '../../../common/analytics';
import { ts } from '../../db/run-stats/hour-sql';

export interface ReportScope {
  projectId: string;
  agentId?: string;
  from: Date;
  to: Date;
  bucket: 'hour' | 'day';
}

const n = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => new Date(v as string).toISOString();

function agentsOf(scope: ReportScope, column: SQL = sql`agent_id`): SQL {
  const one = scope.agentId ? sql`and id = ${scope.agentId}` : sql``;
  return sql`${column} in (select id from agents where project_id = ${scope.projectId} ${one})`;
}

/** Visitors' thumbs on production replies of the range, per agent. */
export async function ratingCells(db: Db, scope: ReportScope) {
  const rows = await queryRows<{ agent_id: string; up: string; down: string }>(db, sql`
    select agent_id, count(*) filter (where rating = 'up') as up, count(*) filter (where rating = 'down') as down
    from agent_runs
    where ${agentsOf(scope)} and rating is not null and created_at >= ${ts(scope.from)} and created_at < ${ts(scope.to)} and not is_test
    group by 1`);
  return rows.map((r) => ({ agentId: r.agent_id, up: n(r.up), down: n(r.down) }));
}

/** Production runs of the range where a guardrail check fired, per agent. */
export async function guardrailCells(db: Db, scope: ReportScope) {
  const rows = await queryRows<{ agent_id: string; n: string }>(db, sql`
    select agent_id, count(*) as n
    from agent_runs
    where ${agentsOf(scope)} and created_at >= ${ts(scope.from)} and created_at < ${ts(scope.to)} and not is_test
      and steps @> '[{"type":"guardrail"}]'::jsonb
    group by 1`);
  return new Map(rows.map((r) => [r.agent_id, n(r.n)]));
}

export async function countLeads(db: Db, scope: ReportScope): Promise<number> {
  const agent = scope.agentId ? sql`and agent_id = ${scope.agentId}` : sql``;
  const rows = await queryRows<{ n: string }>(db, sql`
    select count(*) as n from leads
    where project_id = ${scope.projectId} ${agent} and created_at >= ${ts(scope.from)} and created_at < ${ts(scope.to)} and not is_test`);
  return n(rows[0]?.n);
}

/** The project's agents (the filter's one), for names. */
export async function agentNames(db: Db, scope: Pick<ReportScope, 'projectId' | 'agentId'>): Promise<Map<string, string>> {
  const one = scope.agentId ? sql`and id = ${scope.agentId}` : sql``;
  const rows = await queryRows<{ id: string; name: string }>(db, sql`select id, name from agents where project_id = ${scope.projectId} ${one}`);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The newest production runs of the range: each agent's newest first (an index walk), then merged. */
export async function recentRuns(db: Db, scope: ReportScope) {
  const limit = ANALYTICS_DISPLAY.recentActivity;
  const one = scope.agentId ? sql`and a.id = ${scope.agentId}` : sql``;
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    select r.id, a.id as agent_id, a.name as agent_name, r.conversation_id, r.channel, r.status,
      left(r.user_input, 200) as user_input, r.latency, r.cost::text as cost, r.created_at
    from agents a cross join lateral (
      select id, conversation_id, channel, status, user_input, latency, cost, created_at from agent_runs
      where agent_id = a.id and created_at >= ${ts(scope.from)} and created_at < ${ts(scope.to)} and not is_test
      order by created_at desc limit ${limit}
    ) r
    where a.project_id = ${scope.projectId} ${one}
    order by r.created_at desc, r.id desc limit ${limit}`);
  return rows.map((r) => ({
    id: r.id as string,
    agentId: r.agent_id as string,
    agentName: r.agent_name as string,
    conversationId: (r.conversation_id as string | null) ?? null,
    channel: r.channel as string,
    status: r.status as string,
    userInput: r.user_input as string,
    latency: r.latency === null ? null : n(r.latency),
    cost: r.cost === null ? null : n(r.cost).toFixed(6),
    createdAt: iso(r.created_at),
  }));
}
