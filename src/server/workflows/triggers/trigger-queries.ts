import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { agentRuns, agents, conversations, projects } from '../../db/schema';
import { domainEvents } from '../../db/tool-tables';
import { workflowExecutions, workflows } from '../../db/workflow-tables';

/** A saved workflow with what an event's context needs of its agent. */
export interface EventWorkflow {
  id: string;
  agentId: string;
  projectId: string;
  status: string;
  nodes: unknown;
  edges: unknown;
  updatedAt: Date;
  agentName: string;
  companyName: string | null;
}

const eventWorkflowColumns = {
  id: workflows.id,
  agentId: workflows.agentId,
  projectId: agents.projectId,
  status: workflows.status,
  nodes: workflows.nodes,
  edges: workflows.edges,
  updatedAt: workflows.updatedAt,
  agentName: agents.name,
  // the agent's company facts name it; else the project stands for the business
  companyName: sql<string | null>`coalesce(nullif(${agents.companyInfo}->>'name', ''), nullif(${agents.companyInfo}->>'companyName', ''), ${projects.name})`,
};

async function findEventWorkflowWhere(db: Db, where: SQL): Promise<EventWorkflow | null> {
  const rows = await db
    .select(eventWorkflowColumns)
    .from(workflows)
    .innerJoin(agents, eq(agents.id, workflows.agentId))
    .innerJoin(projects, eq(projects.id, agents.projectId))
    .where(where)
    .limit(1);
  return rows[0] ?? null;
}

/** The agent's workflow (one indexed lookup; nothing when the agent has none). */
export function findEventWorkflow(db: Db, agentId: string): Promise<EventWorkflow | null> {
  return findEventWorkflowWhere(db, eq(workflows.agentId, agentId));
}

export function findEventWorkflowById(db: Db, workflowId: string): Promise<EventWorkflow | null> {
  return findEventWorkflowWhere(db, eq(workflows.id, workflowId));
}

/** The workflow whose inbound webhook secret hashes to `hash`. */
export function findWorkflowBySecretHash(db: Db, hash: string): Promise<EventWorkflow | null> {
  return findEventWorkflowWhere(db, eq(workflows.webhookSecretHash, hash));
}

/** Only the graph and status: what the chat hot path's trigger cache reads. */
export async function findWorkflowNodes(db: Db, agentId: string): Promise<{ status: string; nodes: unknown } | null> {
  const rows = await db.select({ status: workflows.status, nodes: workflows.nodes }).from(workflows).where(eq(workflows.agentId, agentId)).limit(1);
  return rows[0] ?? null;
}

/** Active workflows with at least one scheduled trigger (jsonb containment on the saved graph). */
export async function listScheduledWorkflows(db: Db): Promise<EventWorkflow[]> {
  const scheduled = JSON.stringify([{ type: 'trigger', data: { config: { type: 'scheduled' } } }]);
  return db
    .select(eventWorkflowColumns)
    .from(workflows)
    .innerJoin(agents, eq(agents.id, workflows.agentId))
    .innerJoin(projects, eq(projects.id, agents.projectId))
    .where(and(eq(workflows.status, 'active'), sql`${workflows.nodes} @> ${scheduled}::jsonb`));
}

/**
 * The dedupe key of the newest scheduled execution of each (workflow, trigger node), through the
 * (workflow, started_at) index: it names the minute that run was scheduled for.
 */
export async function lastScheduledKeys(db: Db, nodes: { workflowId: string; nodeId: string }[]): Promise<Map<string, string>> {
  if (nodes.length === 0) return new Map();
  const values = sql.join(
    nodes.map((n) => sql`(${n.workflowId}::uuid, ${n.nodeId}::text)`),
    sql`, `,
  );
  const rows = await queryRows<{ workflowId: string; nodeId: string; dedupeKey: string | null }>(
    db,
    sql`select n.workflow_id as "workflowId", n.node_id as "nodeId", last.dedupe_key as "dedupeKey"
        from (values ${values}) as n (workflow_id, node_id)
        left join lateral (
          select e.dedupe_key from workflow_executions e
          where e.workflow_id = n.workflow_id and e.trigger_node_id = n.node_id and e.trigger_type = 'scheduled' and not e.is_test and e.dedupe_key is not null
          order by e.started_at desc, e.dedupe_key desc
          limit 1) as last on true`,
  );
  return new Map(rows.flatMap((r) => (r.dedupeKey ? [[`${r.workflowId}:${r.nodeId}`, r.dedupeKey] as const] : [])));
}

/** The executions some dedupe keys already started (an inbound call sent twice answers the first run). */
export async function findExecutionIdsByDedupeKeys(db: Db, workflowId: string, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ id: workflowExecutions.id })
    .from(workflowExecutions)
    .where(and(eq(workflowExecutions.workflowId, workflowId), inArray(workflowExecutions.dedupeKey, keys)))
    .orderBy(workflowExecutions.startedAt);
  return rows.map((r) => r.id);
}

export async function findEndedConversation(db: Db, conversationId: string) {
  const rows = await db
    .select({
      id: conversations.id,
      agentId: conversations.agentId,
      sessionId: conversations.sessionId,
      isTest: conversations.isTest,
      userData: conversations.userData,
      endedAt: conversations.endedAt,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return rows[0] ?? null;
}

/** The conversation's newest turn: the last visitor message and the answer it got. */
export async function findLastTurn(db: Db, agentId: string, conversationId: string) {
  const rows = await db
    .select({ userInput: agentRuns.userInput, agentOutput: agentRuns.agentOutput })
    .from(agentRuns)
    .where(and(eq(agentRuns.agentId, agentId), eq(agentRuns.conversationId, conversationId)))
    .orderBy(desc(agentRuns.createdAt), desc(agentRuns.id))
    .limit(1);
  return rows[0] ?? null;
}

/** A served turn with its conversation's visitor data (user_mentions). */
export async function findServedTurn(db: Db, runId: string) {
  const rows = await db
    .select({
      agentId: agentRuns.agentId,
      conversationId: agentRuns.conversationId,
      sessionId: agentRuns.sessionId,
      isTest: agentRuns.isTest,
      userInput: agentRuns.userInput,
      agentOutput: agentRuns.agentOutput,
      createdAt: agentRuns.createdAt,
      userData: conversations.userData,
    })
    .from(agentRuns)
    .leftJoin(conversations, eq(conversations.id, agentRuns.conversationId))
    .where(eq(agentRuns.id, runId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findDomainEvent(db: Db, eventId: string) {
  const rows = await db
    .select({ id: domainEvents.id, agentId: domainEvents.agentId, type: domainEvents.type, payload: domainEvents.payload, createdAt: domainEvents.createdAt })
    .from(domainEvents)
    .where(eq(domainEvents.id, eventId))
    .limit(1);
  return rows[0] ?? null;
}
