import { CURATED_THRESHOLD_DEFAULT, type CuratedMode } from '../../../common/curated-answers';
import type { AppDeps } from '../../platform/deps';
import { cachePerApp } from '../../platform/read-cache';
import { buildPairIndex, type PairIndex, type PairLanguage } from './match';
import { findAgentSettings, listMatchablePairs } from './queries';

/** What a turn needs of an agent's curated answers, loaded once and kept (READ_CACHE_TTL_MS across processes). */
export interface AgentPairs {
  mode: CuratedMode;
  threshold: number;
  index: PairIndex;
  pairs: Map<string, { question: string; answer: string }>;
}

// an agent holds at most 2,000 pairs; a few hundred agents' worth is a few tens of MB at most
const agentPairs = cachePerApp<AgentPairs | null>(500);

async function loadAgentPairs(deps: AppDeps, agentId: string): Promise<AgentPairs | null> {
  const [settings, rows] = await Promise.all([findAgentSettings(deps.db, agentId), listMatchablePairs(deps.db, agentId)]);
  if (!settings || rows.length === 0) return null;
  return {
    mode: settings.mode === 'guide' ? 'guide' : 'reply',
    threshold: settings.threshold ?? CURATED_THRESHOLD_DEFAULT,
    index: buildPairIndex(rows.map((r) => ({ id: r.id, language: r.language as PairLanguage, lexemes: r.lexemes }))),
    pairs: new Map(rows.map((r) => [r.id, { question: r.question, answer: r.answer }])),
  };
}

/** The agent's pairs ready for matching; null when it has none. */
export function readAgentPairs(deps: AppDeps, agentId: string): Promise<AgentPairs | null> {
  return agentPairs(deps).get(agentId, () => loadAgentPairs(deps, agentId));
}

/** After any change to the agent's pairs or settings: this process matches against the new ones at once. */
export function forgetAgentPairs(deps: AppDeps, agentId: string): void {
  agentPairs(deps).forget(agentId);
}
