import type { EndingOutcome, NodeExecutor } from '../node-types';
import { clip } from '../node-types';
import type { ExecutionContext } from '../start-execution.types';

/** The agent already answered when the event fired: its node passes the answer on. */
export function settleAgentNode(_node: unknown, context: ExecutionContext): EndingOutcome {
  return { kind: 'success', output: { agentResponse: clip(context.agent.response ?? '') } };
}

/** As a job (a delayed start): the same settling. */
export const agentNode: NodeExecutor = {
  claimsBeforeRun: true,
  run: async ({ node, context }) => settleAgentNode(node, context),
};
