import type { NodeType } from '../../../common/workflows';
import type { AppDeps } from '../../platform/deps';
import { ABANDONED_JOB, type JobHandler } from '../../platform/jobs/job-runner';
import {
  endStep,
  findExecution,
  findStep,
  finishExecutionIfDone,
  insertSteps,
  lockExecution,
  markStepRunning,
  recordAttemptError,
  recordStepOutput,
} from './engine-queries';
import { advanceTo } from './advance';
import { traceNodeRun } from './node-trace';
import { descendantsOf, findNode, successorsOf, type GraphSnapshot } from './graph-walk';
import { RetryableNodeError, StepTakenError, type EndingOutcome, type NodeExecutor, type NodeOutcome } from './node-types';
import { agentNode } from './nodes/agent-node';
import { approvalNode } from './nodes/approval-node';
import { DELIVERY_UNKNOWN, emailNode } from './nodes/email-node';
import { triggerNode } from './nodes/trigger-node';
import { webhookNode } from './nodes/webhook-node';
import type { ExecutionContext } from './start-execution.types';

const EXECUTORS: Record<NodeType, NodeExecutor> = { agent: agentNode, email: emailNode, webhook: webhookNode, trigger: triggerNode, approval: approvalNode };
const ENDED = new Set(['success', 'error', 'skipped']);

interface NodeTarget {
  executionId: string;
  nodeId: string;
}

function targetOf(payload: Record<string, unknown>): NodeTarget | null {
  const { executionId, nodeId } = payload;
  return typeof executionId === 'string' && typeof nodeId === 'string' ? { executionId, nodeId } : null;
}

/**
 * Ends a step and moves the run on, in one transaction: the nodes its edges lead to get a step and
 * a job (success), or are marked skipped (stop); the execution ends when no step is open. The
 * execution row is locked first, so branches ending at once decide its end one after the other.
 */
async function finishStep(deps: AppDeps, target: NodeTarget, graph: GraphSnapshot, context: ExecutionContext, outcome: EndingOutcome): Promise<void> {
  const now = deps.clock();
  const status = outcome.kind === 'stop' ? 'success' : outcome.kind;
  const error = outcome.kind === 'error' ? outcome.error : null;
  await deps.db.transaction(async (tx) => {
    const execution = await lockExecution(tx, target.executionId);
    if (execution?.status !== 'running') return;
    if (!(await endStep(tx, target.executionId, target.nodeId, { status, output: outcome.output ?? null, error }, now))) return;
    const nodesOf = (ids: string[]) => ids.flatMap((id) => findNode(graph, id) ?? []).map((n) => ({ id: n.id, type: n.type }));
    if (outcome.kind === 'success') await advanceTo(tx, target.executionId, graph, context, successorsOf(graph, target.nodeId), now);
    if (outcome.kind === 'stop') await insertSteps(tx, target.executionId, nodesOf(descendantsOf(graph, [target.nodeId])), 'skipped', now);
    await finishExecutionIfDone(tx, target.executionId, now);
  });
  deps.jobSignal.notify();
}

async function runNode(deps: AppDeps, target: NodeTarget, attempt: { number: number; final: boolean }): Promise<void> {
  const execution = await findExecution(deps.db, target.executionId);
  if (execution?.status !== 'running') return;
  const step = await findStep(deps.db, target.executionId, target.nodeId);
  if (!step || ENDED.has(step.status)) return;
  const graph = execution.graph as GraphSnapshot;
  const node = findNode(graph, target.nodeId);
  const context = execution.context as ExecutionContext;
  if (!node) return finishStep(deps, target, graph, context, { kind: 'error', error: `Node ${target.nodeId} is not in the execution's graph.` });
  const executor = EXECUTORS[node.type];
  if (executor.claimsBeforeRun) await markStepRunning(deps.db, step.id, ['pending', 'running'], deps.clock());
  const startedAt = Date.now();
  let outcome: NodeOutcome;
  try {
    outcome = await executor.run({
      deps,
      execution,
      context,
      node,
      step,
      markRunning: () => markStepRunning(deps.db, step.id, ['pending'], deps.clock()),
    });
  } catch (err) {
    if (err instanceof StepTakenError) return;
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof RetryableNodeError) {
      if (!attempt.final) {
        await recordAttemptError(deps.db, step.id, `Attempt ${attempt.number} failed: ${message}`);
        traceNodeRun(deps, { execution, nodeId: node.id, nodeType: node.type, attempt: attempt.number, startedAt, outcome: { kind: 'error', error: message } });
        throw err;
      }
      outcome = { kind: 'error', error: `${message} (gave up after ${attempt.number} attempts)`, output: err.output };
    } else {
      outcome = { kind: 'error', error: message };
    }
  }
  if (outcome.kind === 'wait') await recordStepOutput(deps.db, step.id, outcome.output);
  else await finishStep(deps, target, graph, context, outcome);
  traceNodeRun(deps, { execution, nodeId: node.id, nodeType: node.type, attempt: attempt.number, startedAt, outcome });
}

/** The worker's handler for workflow node jobs (payload `{ executionId, nodeId }`). */
export function runNodeJobHandler(deps: AppDeps): JobHandler {
  return {
    run: async (job) => {
      const target = targetOf(job.payload);
      if (target) await runNode(deps, target, { number: job.attempts, final: job.attempts >= job.maxAttempts });
    },
    // the last attempt threw (a database failure) or its worker died: the step ends as an error
    onFailed: async (job, message) => {
      const target = targetOf(job.payload);
      if (!target) return;
      const execution = await findExecution(deps.db, target.executionId);
      const step = await findStep(deps.db, target.executionId, target.nodeId);
      if (!execution || !step) return;
      const stopped = message === ABANDONED_JOB.message ? 'The worker stopped while running this node, on every attempt.' : message;
      const error = step.nodeType === 'email' && step.status === 'running' ? DELIVERY_UNKNOWN : stopped;
      await finishStep(deps, target, execution.graph as GraphSnapshot, execution.context as ExecutionContext, { kind: 'error', error });
    },
  };
}
