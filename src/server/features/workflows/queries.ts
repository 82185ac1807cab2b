import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, projects } from '../../db/schema';
import { workflowExecutions, workflows } from '../../db/workflow-tables';
import { executionColumns, type ExecutionRow } from './engine/engine-queries';

export interface WorkflowRow {
  id: string;
  agentId: string;
  name: string;
  nodes: unknown;
  edges: unknown;
  status: string;
  webhookSecretEnc: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const workflowColumns = {
  id: workflows.id,
  agentId: workflows.agentId,
  name: workflows.name,
  nodes: workflows.nodes,
  edges: workflows.edges,
  status: workflows.status,
  webhookSecretEnc: workflows.webhookSecretEnc,
  createdAt: workflows.createdAt,
  updatedAt: workflows.updatedAt,
};

export async function findAgentWorkflow(db: Db, agentId: string): Promise<WorkflowRow | null> {
  const [row] = await db.select(workflowColumns).from(workflows).where(eq(workflows.agentId, agentId)).limit(1);
  return row ?? null;
}

/** The workflow when its agent's project belongs to the user; null otherwise. */
export async function findOwnedWorkflow(db: Db, ownerId: string, workflowId: string): Promise<WorkflowRow | null> {
  const [row] = await db
    .select(workflowColumns)
    .from(workflows)
    .innerJoin(agents, eq(agents.id, workflows.agentId))
    .innerJoin(projects, eq(projects.id, agents.projectId))
    .where(and(eq(workflows.id, workflowId), eq(projects.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

export interface WorkflowValues {
  agentId: string;
  name: string;
  nodes: unknown;
  edges: unknown;
  webhookSecretEnc?: string;
  webhookSecretHash?: string;
}

/** One workflow per agent: inserts it or replaces its graph. */
export async function upsertWorkflow(db: Db, values: WorkflowValues, now: Date): Promise<WorkflowRow> {
  const [row] = await db
    .insert(workflows)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: workflows.agentId,
      set: {
        name: values.name,
        nodes: values.nodes,
        edges: values.edges,
        updatedAt: now,
        ...(values.webhookSecretEnc ? { webhookSecretEnc: values.webhookSecretEnc, webhookSecretHash: values.webhookSecretHash } : {}),
      },
    })
    .returning(workflowColumns);
  return row;
}

/** The row for an agent that never saved one (a test run needs it); an existing one is kept. */
export async function ensureWorkflow(db: Db, values: WorkflowValues, now: Date): Promise<WorkflowRow> {
  await db.insert(workflows).values({ ...values, createdAt: now, updatedAt: now }).onConflictDoNothing({ target: workflows.agentId });
  return (await findAgentWorkflow(db, values.agentId)) as WorkflowRow;
}

export interface ExecutionCursor {
  startedAt: Date;
  id: string;
}

/** Newest first; keyset pagination on (started_at, id). */
export async function listExecutions(db: Db, workflowId: string, cursor: ExecutionCursor | null, limit: number): Promise<ExecutionRow[]> {
  const after = cursor
    ? or(lt(workflowExecutions.startedAt, cursor.startedAt), and(eq(workflowExecutions.startedAt, cursor.startedAt), lt(workflowExecutions.id, cursor.id)))
    : undefined;
  return db
    .select(executionColumns)
    .from(workflowExecutions)
    .where(and(eq(workflowExecutions.workflowId, workflowId), after))
    .orderBy(desc(workflowExecutions.startedAt), desc(workflowExecutions.id))
    .limit(limit);
}

export async function findOwnedExecution(db: Db, ownerId: string, executionId: string): Promise<ExecutionRow | null> {
  const [row] = await db
    .select(executionColumns)
    .from(workflowExecutions)
    .innerJoin(agents, eq(agents.id, workflowExecutions.agentId))
    .innerJoin(projects, eq(projects.id, agents.projectId))
    .where(and(eq(workflowExecutions.id, executionId), eq(projects.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}
