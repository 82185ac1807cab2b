/** What other features may use of authoring/agents: everything else in this folder is its own. */
export { agentDeleted, agentRenamed } from './agent-events';
export { toAgent, toSnapshot } from './agent-view';
export { createAgent, deleteAgent, requireAgent } from './service';
