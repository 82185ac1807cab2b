import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberOf, memberRole } from '../db/membership';
import { projectMembers } from '../db/team-tables';
import { agents } from '../db/schema';
import { workflowExecutions, workflows } from '../db/workflow-tables';
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

/** The workflow and the user's role when the user is a member of its agent's project; null otherwise. */
export async function findMemberWorkflow(db: Db, userId: string, workflowId: string): Promise<{ workflow: WorkflowRow; role: string } | null> {
  const [row] = await db
    .select({ workflow: workflowColumns, role: memberRole })
    .from(workflows)
    .innerJoin(agents, eq(agents.id, workflows.agentId))
    .innerJoin(projectMembers, memberOf(agents.projectId, userId))
    .where(eq(workflows.id, workflowId))
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

export async function findMemberExecution(db: Db, userId: string, executionId: string): Promise<{ execution: ExecutionRow; role: string } | null> {
  const [row] = await db
    .select({ execution: executionColumns, role: memberRole })
    .from(workflowExecutions)
    .innerJoin(agents, eq(agents.id, workflowExecutions.agentId))
    .innerJoin(projectMembers, memberOf(agents.projectId, userId))
    .where(eq(workflowExecutions.id, executionId))
    .limit(1);
  return row ?? null;
}
