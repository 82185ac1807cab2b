/** What other features may use of conversation/visitor-memory: everything else in this folder is its own. */
export { openTurnMemory } from './turn-memory';
export { expireAgentFacts } from './retention';
export { exportVisitorFacts } from './service';
