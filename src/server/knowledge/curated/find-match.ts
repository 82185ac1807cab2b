import type { CuratedMode } from '../../../common/curated-answers';
import type { AppDeps } from '../../platform/deps';
import { detectQuestionLanguage, foldAccents } from '../text-search';
import { findBestPair, type PairLanguage } from './match';
import { readAgentPairs } from './pairs-cache';
import { recordPairUse, stemTexts } from './queries';

export interface CuratedMatch {
  pairId: string;
  question: string;
  answer: string;
  score: number;
  mode: CuratedMode;
}

const LANGUAGE: Record<'english' | 'spanish', PairLanguage> = { english: 'en', spanish: 'es' };

/** Rounded for the run's steps and sources: four decimals say all a reader needs. */
const round = (score: number) => Math.round(score * 10_000) / 10_000;

/**
 * The agent's curated pair that answers the visitor's question, when one scores at least the
 * agent's threshold; null otherwise (and at once, without a query, for an agent with no pairs).
 */
export async function findCuratedMatch(deps: AppDeps, agentId: string, input: string): Promise<CuratedMatch | null> {
  const agent = await readAgentPairs(deps, agentId);
  if (!agent) return null;
  const detected = detectQuestionLanguage(input);
  const [stems] = await stemTexts(deps.db, [foldAccents(input.slice(0, 4000))]);
  const best = findBestPair(agent.index, { language: detected ? LANGUAGE[detected] : null, lexemes: { en: stems.english, es: stems.spanish } });
  if (!best || best.score < agent.threshold) return null;
  const pair = agent.pairs.get(best.id);
  if (!pair) return null;
  return { pairId: best.id, question: pair.question, answer: pair.answer, score: round(Math.min(best.score, 1)), mode: agent.mode };
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
