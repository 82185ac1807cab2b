import type { AppDeps } from '../../platform/deps';
import { recordTrace, traceIdOf, tracingEnabled } from '../../platform/tracing/tracing';
import type { ExecutionRow } from './engine-queries';
import type { NodeOutcome } from './node-types';

/**
 * One run of a workflow node as a span. Every node of an execution runs as its own job, so each is
 * a root span, and they share one trace: its id is the execution's id (hex digits of the uuid).
 */
export function traceNodeRun(
  deps: AppDeps,
  run: { execution: Pick<ExecutionRow, 'id' | 'workflowId' | 'agentId'>; nodeId: string; nodeType: string; attempt: number; startedAt: number; outcome: NodeOutcome },
): void {
  if (!tracingEnabled(deps)) return;
  const { execution, outcome } = run;
  recordTrace(deps, {
    name: `workflow.node ${run.nodeType}`,
    traceId: traceIdOf(execution.id),
    start: run.startedAt,
    end: Date.now(),
    error: outcome.kind === 'error' ? outcome.error : null,
    attributes: {
      'agentforge.workflow.id': execution.workflowId,
      'agentforge.workflow.execution_id': execution.id,
      'agentforge.workflow.node_id': run.nodeId,
      'agentforge.workflow.node_type': run.nodeType,
      'agentforge.workflow.attempt': run.attempt,
      'agentforge.workflow.outcome': outcome.kind,
      'gen_ai.agent.id': execution.agentId,
    },
  });
}
