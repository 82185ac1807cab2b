import type { AppDeps } from '../../platform/deps';
import { cachePerApp } from '../../platform/read-cache';
import { buildPairIndex, type PairIndex, type PairLanguage } from './match';
import { agentHasPairs, listMatchablePairs } from './queries';

/** An agent's pairs ready for matching, as of one revision of them. */
export interface AgentPairs {
  revision: number;
  index: PairIndex;
  pairs: Map<string, { question: string; answer: string }>;
}

// Whether an agent has pairs at all: most have none, and their turns then pay no query. Other
// processes see a first pair within READ_CACHE_TTL_MS.
const hasPairs = cachePerApp<boolean>();

// Agents whose index this process keeps (2,000 pairs are well under a megabyte); the least
// recently used goes first.
const KEPT_AGENTS = 500;
const indexes = new WeakMap<object, Map<string, Promise<AgentPairs>>>();

function indexesOf(deps: AppDeps): Map<string, Promise<AgentPairs>> {
  let kept = indexes.get(deps);
  if (!kept) {
    kept = new Map();
    indexes.set(deps, kept);
  }
  return kept;
}

async function loadAgentPairs(deps: AppDeps, agentId: string, revision: number): Promise<AgentPairs> {
  const rows = await listMatchablePairs(deps.db, agentId);
  return {
    revision,
    index: buildPairIndex(rows.map((r) => ({ id: r.id, language: r.language as PairLanguage, lexemes: r.lexemes }))),
    pairs: new Map(rows.map((r) => [r.id, { question: r.question, answer: r.answer }])),
  };
}

export function mayHavePairs(deps: AppDeps, agentId: string): Promise<boolean> {
  return hasPairs(deps).get(agentId, () => agentHasPairs(deps.db, agentId));
}

/**
 * The agent's index at `revision` (read in the same statement as the question's stems): kept
 * while the revision holds, so a change made by any process is matched from its next turn on.
 */
export async function readAgentPairs(deps: AppDeps, agentId: string, revision: number): Promise<AgentPairs> {
  const kept = indexesOf(deps);
  const current = kept.get(agentId);
  if (current) {
    const pairs = await current;
    if (pairs.revision >= revision) {
      kept.delete(agentId);
      kept.set(agentId, current);
      return pairs;
    }
  }
  const loading = loadAgentPairs(deps, agentId, revision);
  kept.delete(agentId);
  kept.set(agentId, loading);
  if (kept.size > KEPT_AGENTS) kept.delete(kept.keys().next().value as string);
  loading.catch(() => {
    if (kept.get(agentId) === loading) kept.delete(agentId);
  });
  return loading;
}

/** After a change to the agent's pairs in this process. */
export function forgetAgentPairs(deps: AppDeps, agentId: string): void {
  hasPairs(deps).forget(agentId);
  indexesOf(deps).delete(agentId);
}
