import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, jobs } from '../../db/schema';
import { workflowExecutions, workflowSteps, workflows } from '../../db/workflow-tables';
import { WORKFLOW_NODE_JOB, WORKFLOW_NODE_MAX_ATTEMPTS } from './job-kinds';
import type { GraphSnapshot } from './graph-walk';
import type { NodeType } from '../../../common/workflows';

export async function findWorkflowGraph(db: Db, workflowId: string): Promise<GraphSnapshot | null> {
  const [row] = await db.select({ nodes: workflows.nodes, edges: workflows.edges }).from(workflows).where(eq(workflows.id, workflowId)).limit(1);
  return row ? ({ nodes: row.nodes, edges: row.edges } as GraphSnapshot) : null;
}

/** Queues one node job per step; `delaySecs` postpones them (time_delay). */
export async function enqueueNodeJobs(db: Db, executionId: string, nodeIds: string[], delaySecs = 0): Promise<void> {
  if (nodeIds.length === 0) return;
  await db.insert(jobs).values(
    nodeIds.map((nodeId) => ({
      kind: WORKFLOW_NODE_JOB,
      payload: { executionId, nodeId },
      maxAttempts: WORKFLOW_NODE_MAX_ATTEMPTS,
      runAt: delaySecs > 0 ? sql`now() + make_interval(secs => ${delaySecs})` : undefined,
    })),
  );
}

/**
 * Adds steps for nodes not yet in the execution; a node two edges lead to runs once, for the first
 * branch that reaches it. Answers the node ids actually added.
 */
export async function insertSteps(
  db: Db,
  executionId: string,
  nodes: { id: string; type: NodeType }[],
  status: 'pending' | 'skipped' = 'pending',
  now?: Date,
): Promise<string[]> {
  if (nodes.length === 0) return [];
  const rows = await db
    .insert(workflowSteps)
    .values(nodes.map((n) => ({ executionId, nodeId: n.id, nodeType: n.type, status, startedAt: status === 'skipped' ? now : undefined, endedAt: status === 'skipped' ? now : undefined })))
    .onConflictDoNothing({ target: [workflowSteps.executionId, workflowSteps.nodeId] })
    .returning({ nodeId: workflowSteps.nodeId });
  return rows.map((r) => r.nodeId);
}

export interface StepRow {
  id: string;
  executionId: string;
  nodeId: string;
  nodeType: string;
  status: string;
  attempts: number;
  idempotencyKey: string;
  output: unknown;
  error: string | null;
  startedAt: Date | null;
  endedAt: Date | null;
}

const stepColumns = {
  id: workflowSteps.id,
  executionId: workflowSteps.executionId,
  nodeId: workflowSteps.nodeId,
  nodeType: workflowSteps.nodeType,
  status: workflowSteps.status,
  attempts: workflowSteps.attempts,
  idempotencyKey: workflowSteps.idempotencyKey,
  output: workflowSteps.output,
  error: workflowSteps.error,
  startedAt: workflowSteps.startedAt,
  endedAt: workflowSteps.endedAt,
};

export async function findStep(db: Db, executionId: string, nodeId: string): Promise<StepRow | null> {
  const [row] = await db
    .select(stepColumns)
    .from(workflowSteps)
    .where(and(eq(workflowSteps.executionId, executionId), eq(workflowSteps.nodeId, nodeId)))
    .limit(1);
  return row ?? null;
}

export async function listSteps(db: Db, executionIds: string[]): Promise<StepRow[]> {
  if (executionIds.length === 0) return [];
  return db.select(stepColumns).from(workflowSteps).where(inArray(workflowSteps.executionId, executionIds)).orderBy(workflowSteps.startedAt, workflowSteps.id);
}

export interface ExecutionRow {
  id: string;
  workflowId: string;
  agentId: string;
  triggerType: string;
  triggerNodeId: string | null;
  context: unknown;
  graph: unknown;
  status: string;
  isTest: boolean;
  error: string | null;
  startedAt: Date;
  endedAt: Date | null;
}

export const executionColumns = {
  id: workflowExecutions.id,
  workflowId: workflowExecutions.workflowId,
  agentId: workflowExecutions.agentId,
  triggerType: workflowExecutions.triggerType,
  triggerNodeId: workflowExecutions.triggerNodeId,
  context: workflowExecutions.context,
  graph: workflowExecutions.graph,
  status: workflowExecutions.status,
  isTest: workflowExecutions.isTest,
  error: workflowExecutions.error,
  startedAt: workflowExecutions.startedAt,
  endedAt: workflowExecutions.endedAt,
};

export async function findExecution(db: Db, executionId: string): Promise<ExecutionRow | null> {
  const [row] = await db.select(executionColumns).from(workflowExecutions).where(eq(workflowExecutions.id, executionId)).limit(1);
  return row ?? null;
}

/** Locks the execution row so the steps finishing at once decide its end one after the other. */
export async function lockExecution(db: Db, executionId: string): Promise<{ status: string } | null> {
  const [row] = await db
    .select({ status: workflowExecutions.status })
    .from(workflowExecutions)
    .where(eq(workflowExecutions.id, executionId))
    .for('update');
  return row ?? null;
}

/** Ends the execution once no step is pending or running: error if any step failed. */
export async function finishExecutionIfDone(db: Db, executionId: string, now: Date): Promise<void> {
  const [counts] = await db
    .select({
      open: sql<number>`count(*) filter (where ${workflowSteps.status} in ('pending', 'running'))`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${workflowSteps.status} = 'error')`.mapWith(Number),
    })
    .from(workflowSteps)
    .where(eq(workflowSteps.executionId, executionId));
  if (!counts || counts.open > 0) return;
  const [firstError] = counts.failed > 0
    ? await db
        .select({ nodeId: workflowSteps.nodeId, error: workflowSteps.error })
        .from(workflowSteps)
        .where(and(eq(workflowSteps.executionId, executionId), eq(workflowSteps.status, 'error')))
        .orderBy(workflowSteps.endedAt)
        .limit(1)
    : [];
  await db
    .update(workflowExecutions)
    .set({
      status: firstError ? 'error' : 'success',
      error: firstError ? `${firstError.nodeId}: ${firstError.error ?? 'failed'}`.slice(0, 2000) : null,
      endedAt: now,
    })
    .where(and(eq(workflowExecutions.id, executionId), eq(workflowExecutions.status, 'running')));
}

/** What the nodes need of the agent: its name, model and (sealed) tool settings. */
export interface AgentForRun {
  id: string;
  projectId: string;
  name: string;
  modelProvider: string;
  modelName: string;
  toolConfigs: unknown;
}

export async function findAgentForRun(db: Db, agentId: string): Promise<AgentForRun | null> {
  const [row] = await db
    .select({ id: agents.id, projectId: agents.projectId, name: agents.name, modelProvider: agents.modelProvider, modelName: agents.modelName, toolConfigs: agents.toolConfigs })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  return row ?? null;
}

const OPEN_STATUSES = ['pending', 'running'];

/** Marks a step running (one more attempt) when it is in one of `from`; false when it was not. */
export async function markStepRunning(db: Db, stepId: string, from: string[], now: Date): Promise<boolean> {
  const rows = await db
    .update(workflowSteps)
    .set({ status: 'running', attempts: sql`${workflowSteps.attempts} + 1`, startedAt: sql`coalesce(${workflowSteps.startedAt}, ${now})` })
    .where(and(eq(workflowSteps.id, stepId), inArray(workflowSteps.status, from)))
    .returning({ id: workflowSteps.id });
  return rows.length > 0;
}

/** What a failed attempt said, while the job queue retries it. */
export async function recordAttemptError(db: Db, stepId: string, error: string): Promise<void> {
  await db.update(workflowSteps).set({ error: error.slice(0, 2000) }).where(eq(workflowSteps.id, stepId));
}

/** Ends an open step; false when it had already ended (another run of its job finished it). */
export async function endStep(
  db: Db,
  executionId: string,
  nodeId: string,
  end: { status: 'success' | 'error' | 'skipped'; output: Record<string, unknown> | null; error: string | null },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(workflowSteps)
    .set({ status: end.status, output: end.output, error: end.error?.slice(0, 2000) ?? null, endedAt: now, startedAt: sql`coalesce(${workflowSteps.startedAt}, ${now})` })
    .where(and(eq(workflowSteps.executionId, executionId), eq(workflowSteps.nodeId, nodeId), inArray(workflowSteps.status, OPEN_STATUSES)))
    .returning({ id: workflowSteps.id });
  return rows.length > 0;
}

export async function findWorkflowName(db: Db, workflowId: string): Promise<string> {
  const [row] = await db.select({ name: workflows.name }).from(workflows).where(eq(workflows.id, workflowId)).limit(1);
  return row?.name ?? '';
}

/** What a waiting step shows while it waits (it stays running). */
export async function recordStepOutput(db: Db, stepId: string, output: Record<string, unknown>): Promise<void> {
  await db.update(workflowSteps).set({ output, error: null }).where(eq(workflowSteps.id, stepId));
}

/** The execution's variables with `approval` set, for the nodes after a decided approval. */
export async function setExecutionContext(db: Db, executionId: string, context: unknown): Promise<void> {
  await db.update(workflowExecutions).set({ context }).where(eq(workflowExecutions.id, executionId));
}
