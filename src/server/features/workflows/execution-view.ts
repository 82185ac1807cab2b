import { execution as executionSchema, type Execution, type NodeResult } from '../../../common/workflows';
import type { ExecutionRow, StepRow } from './engine/engine-queries';
import type { GraphSnapshot } from './engine/graph-walk';

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** seconds with 2 decimals */
export const durationOf = (start: Date, end: Date | null) => (end ? Math.round((end.getTime() - start.getTime()) / 10) / 100 : null);

/** Steps in the order they ran; those not started yet last, in the graph's order. */
function ordered(steps: StepRow[], graph: GraphSnapshot): StepRow[] {
  const position = new Map(graph.nodes.map((n, i) => [n.id, i]));
  const time = (s: StepRow) => s.startedAt?.getTime() ?? Number.MAX_SAFE_INTEGER;
  return [...steps].sort((a, b) => time(a) - time(b) || (position.get(a.nodeId) ?? 0) - (position.get(b.nodeId) ?? 0));
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

/** The SPEC test execution result, also one row of the history. */
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
    results: ordered(steps, row.graph as GraphSnapshot).map(toResult),
  });
}
