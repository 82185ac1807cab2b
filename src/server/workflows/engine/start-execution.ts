import type { AppDeps } from '../../platform/deps';
import { workflowExecutions } from '../../db/workflow-tables';
import { notFound } from '../../platform/errors';
import { advanceTo } from './advance';
import { findWorkflowGraph, finishExecutionIfDone } from './engine-queries';
import { findNode, firstNodeIds, type GraphSnapshot } from './graph-walk';
import type { StartExecutionInput } from './start-execution.types';

export type StartExecutionDeps = Pick<AppDeps, 'db' | 'clock' | 'jobSignal'>;

/**
 * Starts one execution of the saved graph: the execution (with a copy of the graph, so later
 * edits do not change a run in flight), its first steps and one job per first step, in one
 * transaction. Answers null when `dedupeKey` already started an execution of this workflow.
 */
export async function startExecution(deps: StartExecutionDeps, input: StartExecutionInput): Promise<{ executionId: string } | null> {
  const graph = input.graph ? (input.graph as GraphSnapshot) : await findWorkflowGraph(deps.db, input.workflowId);
  if (!graph) throw notFound('Workflow');
  const first = firstNodeIds(graph, input.triggerNodeId).flatMap((id) => {
    const node = findNode(graph, id);
    return node ? [{ id: node.id, type: node.type }] : [];
  });
  const now = deps.clock();
  const executionId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workflowExecutions)
      .values({
        workflowId: input.workflowId,
        agentId: input.agentId,
        triggerType: input.triggerType,
        triggerNodeId: input.triggerNodeId,
        context: input.context,
        graph,
        isTest: input.isTest,
        dedupeKey: input.dedupeKey,
        startedAt: now,
      })
      .onConflictDoNothing({ target: [workflowExecutions.workflowId, workflowExecutions.dedupeKey] })
      .returning({ id: workflowExecutions.id });
    if (!row) return null;
    await advanceTo(tx, row.id, graph, input.context, first.map((n) => n.id), now, Math.max(0, (input.delayMs ?? 0) / 1000));
    await finishExecutionIfDone(tx, row.id, now);
    return row.id;
  });
  if (!executionId) return null;
  deps.jobSignal.notify();
  return { executionId };
}
