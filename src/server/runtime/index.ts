/** What other features may use of runtime: everything else in this folder is its own. */
export { CURATED_PROVIDER } from './curated-turn';
export { forVisitors } from './model-factory';
export type { ResolvedModel } from './model-factory';
export { maskArguments } from './run-tool-call';
export { storeRun } from './run-store';
export { executeTurn, resolveAgentModel } from './service';
export type { TurnRequest, TurnResult } from './service';
export { generateStructured, UnreadableAnswerError } from './structured-answer';
export type { StructuredRequest } from './structured-answer';
export { buildSystemPrompt } from './system-prompt';
export type { AgentSnapshot, DeltaSink, VisitorRecall } from './types';
