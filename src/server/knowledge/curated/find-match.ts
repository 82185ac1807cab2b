import { CURATED_THRESHOLD_DEFAULT, type CuratedMode } from '../../../common/curated-answers';
import type { AppDeps } from '../../platform/deps';
import { detectQuestionLanguage, foldAccents } from '../text-search';
import { findBestPair, type PairLanguage } from './match';
import { mayHavePairs, readAgentPairs } from './pairs-cache';
import { readTurnLookup, recordPairUse } from './queries';

export interface CuratedMatch {
  pairId: string;
  question: string;
  answer: string;
  score: number;
  mode: CuratedMode;
}

const LANGUAGE: Record<'english' | 'spanish', PairLanguage> = { english: 'en', spanish: 'es' };
// a question longer than this is not one a pair was written for
const QUESTION_CHARS = 4000;

/** Rounded for the run's steps and sources: four decimals say all a reader needs. */
const round = (score: number) => Math.round(score * 10_000) / 10_000;

/**
 * The agent's curated pair that answers the visitor's question, when one scores at least the
 * agent's threshold; null otherwise (and without a query for an agent with no pairs).
 */
export async function findCuratedMatch(deps: AppDeps, agentId: string, input: string): Promise<CuratedMatch | null> {
  if (!(await mayHavePairs(deps, agentId))) return null;
  const question = input.slice(0, QUESTION_CHARS);
  const detected = detectQuestionLanguage(question);
  const language = detected ? LANGUAGE[detected] : null;
  const lookup = await readTurnLookup(deps.db, agentId, foldAccents(question), language);
  if (!lookup) return null;
  const agent = await readAgentPairs(deps, agentId, lookup.revision);
  const best = findBestPair(agent.index, { language, lexemes: { en: lookup.en ?? [], es: lookup.es ?? [] } });
  if (!best || best.score < (lookup.threshold ?? CURATED_THRESHOLD_DEFAULT)) return null;
  const pair = agent.pairs.get(best.id);
  if (!pair) return null;
  return { pairId: best.id, question: pair.question, answer: pair.answer, score: round(Math.min(best.score, 1)), mode: lookup.mode === 'guide' ? 'guide' : 'reply' };
}

/**
 * Counts a use of the pair. Awaited by the turn but never able to fail it: a pair deleted
 * meanwhile, or the database briefly refusing, costs one count, not the visitor's answer.
 */
export async function countCuratedUse(deps: AppDeps, pairId: string): Promise<void> {
  try {
    await recordPairUse(deps.db, pairId, deps.clock());
  } catch {
    // the count is a statistic; the reply it counts has already been decided
  }
}
