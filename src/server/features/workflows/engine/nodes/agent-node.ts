import type { NodeExecutor } from '../node-types';
import { clip } from '../node-types';

/** The agent already answered when the event fired: its node passes the answer on. */
export const agentNode: NodeExecutor = {
  claimsBeforeRun: true,
  run: async ({ context }) => ({ kind: 'success', output: { agentResponse: clip(context.agent.response ?? '') } }),
};
