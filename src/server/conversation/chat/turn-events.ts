import { defineEvent } from '../../platform/events';

/** What a served turn says about its answer: enough for a listener to tell an unanswered question. */
export interface ServedTurnFacts {
  agentId: string;
  runId: string;
  message: string;
  projectId: string;
  conversationId: string;
  channel: string;
  isTest: boolean;
  status: 'completed' | 'error';
  /** a curated pair replied (no model) */
  curated: boolean;
  /** the model said it has no answer */
  noAnswer: boolean;
  /** the agent's knowledge was searched (it has some) */
  searchedKnowledge: boolean;
  /** the best score among the reply's sources, null with none */
  bestSourceScore: number | null;
}

/**
 * The agent ran a visitor's `message` and its run is stored, answered or failed. Emitted before
 * the turn's caller answers, and a listener that throws fails the turn: listeners queue work
 * rather than do it.
 */
export const turnServed = defineEvent<ServedTurnFacts>('chat.turn-served');
