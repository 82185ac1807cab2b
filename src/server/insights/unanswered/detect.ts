import { UNANSWERED_SOURCE_SCORE } from '../../../common/unanswered';

export type UnansweredReason = 'no-answer' | 'no-source' | 'thumbs-down';

/** What a served turn says about its answer (the chat's turnServed event). */
export interface TurnFacts {
  channel: string;
  isTest: boolean;
  status: 'completed' | 'error';
  curated: boolean;
  noAnswer: boolean;
  searchedKnowledge: boolean;
  bestSourceScore: number | null;
}

/**
 * Why a visitor's turn went unanswered, or null when it was answered. Only visitors' channels
 * count (the Testing Console is the owner trying things); a failed turn is an outage, seen in
 * alerts, not a question the agent could not answer; a curated pair's reply is an answer.
 */
export function unansweredReason(turn: TurnFacts): UnansweredReason | null {
  if (turn.isTest || turn.channel === 'test' || turn.status !== 'completed' || turn.curated) return null;
  if (turn.noAnswer) return 'no-answer';
  if (turn.searchedKnowledge && (turn.bestSourceScore ?? 0) < UNANSWERED_SOURCE_SCORE) return 'no-source';
  return null;
}
