import type { NodeType, WorkflowNode } from '../../../common/workflows';
import type { Db } from '../../db/client';
import { endStep, enqueueNodeJobs, insertSteps } from './engine-queries';
import { descendantsOf, findNode, successorsOf, type GraphSnapshot } from './graph-walk';
import type { EndingOutcome } from './node-types';
import { settleAgentNode } from './nodes/agent-node';
import { settleTriggerNode } from './nodes/trigger-node';
import type { ExecutionContext } from './start-execution.types';

/** Nodes that only read the execution's variables: settled in the transaction that reaches them. */
const PURE: Partial<Record<NodeType, (node: WorkflowNode, context: ExecutionContext) => EndingOutcome>> = {
  trigger: settleTriggerNode,
  agent: settleAgentNode,
};

/**
 * Moves an execution on to `nodeIds`, inside the caller's transaction: each gets its step (a node
 * another branch reached first is left alone); trigger and agent nodes, which have no side
 * effect, are settled at once and the run goes on past them; the others get a durable job (run
 * `delaySecs` later for a time_delay). One job per node with a side effect, none for the rest:
 * that is most of an execution's cost.
 */
export async function advanceTo(tx: Db, executionId: string, graph: GraphSnapshot, context: ExecutionContext, nodeIds: string[], now: Date, delaySecs = 0): Promise<void> {
  const queue = [...nodeIds];
  const toRun: string[] = [];
  while (queue.length > 0) {
    const node = findNode(graph, queue.shift() as string);
    if (!node) continue;
    const added = await insertSteps(tx, executionId, [{ id: node.id, type: node.type }]);
    if (added.length === 0) continue;
    const settle = PURE[node.type];
    // a delayed start waits in a job, whatever the node
    if (!settle || delaySecs > 0) {
      toRun.push(node.id);
      continue;
    }
    const outcome = settle(node, context);
    const status = outcome.kind === 'stop' ? 'success' : outcome.kind;
    await endStep(tx, executionId, node.id, { status, output: outcome.output ?? null, error: outcome.kind === 'error' ? outcome.error : null }, now);
    if (outcome.kind === 'success') queue.push(...successorsOf(graph, node.id));
    if (outcome.kind === 'stop') {
      const rest = descendantsOf(graph, [node.id]).flatMap((id) => findNode(graph, id) ?? []);
      await insertSteps(tx, executionId, rest.map((n) => ({ id: n.id, type: n.type })), 'skipped', now);
    }
  }
  await enqueueNodeJobs(tx, executionId, toRun, delaySecs);
}
