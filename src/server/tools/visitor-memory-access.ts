import type { MemoryCategory } from '../../common/visitor-memory';

/** A fact as the turn's model sees it: a short reference (m1, m2…) instead of its id. */
export interface RecalledFact {
  ref: string;
  fact: string;
  category: MemoryCategory;
  updatedAt: Date;
}

/** Refused by the store: the visitor has as many facts as they may keep. */
export class MemoryFullError extends Error {}

/**
 * One known visitor's memory for one turn, given by whoever runs it (docs/decisions/0051). It is
 * bound to that visitor: nothing here can read or change another visitor's facts.
 */
export interface VisitorMemoryAccess {
  /** on: the model decides; ask: only after the visitor agreed in a later message */
  mode: 'on' | 'ask';
  /** the facts recalled for this turn, most relevant and newest first, within the prompt budget */
  recalled: RecalledFact[];
  /** stores a fact (or brings the same fact up to date): its reference; MemoryFullError when full */
  remember: (fact: string, category: MemoryCategory) => Promise<{ ref: string; updated: boolean }>;
  /** forgets the facts of these references (all of them when `all`): how many went */
  forget: (refs: string[] | 'all') => Promise<{ forgotten: number; unknown: string[] }>;
}
