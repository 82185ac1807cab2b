import { execution as executionSchema, type Execution, type NodeResult } from '../../common/workflows';
import type { ExecutionRow, StepRow } from './engine/engine-queries';
import { firstNodeIds, successorsOf, type GraphSnapshot } from './engine/graph-walk';

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** seconds with 2 decimals */
export const durationOf = (start: Date, end: Date | null) => (end ? Math.round((end.getTime() - start.getTime()) / 10) / 100 : null);

/**
 * The order the engine reaches nodes in: from the first nodes along the edges, breadth first, as
 * advanceTo's queue does; nodes no edge reaches follow in the graph's order.
 */
export function walkOrder(graph: GraphSnapshot, triggerNodeId: string | null): Map<string, number> {
  const order = new Map<string, number>();
  const queue = firstNodeIds(graph, triggerNodeId);
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (order.has(id)) continue;
    order.set(id, order.size);
    queue.push(...successorsOf(graph, id));
  }
  for (const node of graph.nodes) if (!order.has(node.id)) order.set(node.id, order.size);
  return order;
}

/**
 * Steps in the order they ran; those not started yet last. Nodes settled in one transaction (a
 * trigger and the agent after it, the nodes a stop skips) share a start time: the walk orders them.
 */
export function orderSteps<S extends Pick<StepRow, 'nodeId' | 'startedAt'>>(steps: S[], graph: GraphSnapshot, triggerNodeId: string | null): S[] {
  const position = walkOrder(graph, triggerNodeId);
  const time = (s: S) => s.startedAt?.getTime() ?? Number.MAX_SAFE_INTEGER;
  const rank = (s: S) => position.get(s.nodeId) ?? Number.MAX_SAFE_INTEGER;
  return [...steps].sort((a, b) => time(a) - time(b) || rank(a) - rank(b));
}

function toResult(step: StepRow): NodeResult {
  return {
    nodeId: step.nodeId,
    nodeType: step.nodeType,
    status: step.status as NodeResult['status'],
    output: record(step.output),
    error: step.error,
    attempts: step.attempts,
    startedAt: step.startedAt?.toISOString() ?? null,
    endedAt: step.endedAt?.toISOString() ?? null,
  };
}

/** The test execution result the builder shows, also one row of the history. */
export function toExecution(row: ExecutionRow, steps: StepRow[]): Execution {
  return executionSchema.parse({
    executionId: row.id,
    workflowId: row.workflowId,
    triggerType: row.triggerType,
    status: row.status,
    startTime: row.startedAt.toISOString(),
    endTime: row.endedAt?.toISOString() ?? null,
    duration: durationOf(row.startedAt, row.endedAt),
    isTest: row.isTest,
    results: orderSteps(steps, row.graph as GraphSnapshot, row.triggerNodeId).map(toResult),
  });
}
