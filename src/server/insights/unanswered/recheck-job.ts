import { UNANSWERED_SOURCE_SCORE } from '../../../common/unanswered';
import { createRetriever, findCuratedMatch } from '../../knowledge/index';
import type { AppDeps } from '../../platform/deps';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { agentKnowledge, closeGroups, openGroupsToRecheck } from './queries';

export const RECHECK_CURATED_JOB = 'unanswered.recheck-curated';
export const RECHECK_KNOWLEDGE_JOB = 'unanswered.recheck-knowledge';

// the most recently asked open groups are re-checked; older ones wait for the next change
const RECHECKED_GROUPS = 1_000;

/** The agent's open groups a curated pair now answers (its match at the agent's threshold) are closed as answered. */
export async function recheckWithCurated(deps: AppDeps, agentId: string): Promise<number> {
  const groups = await openGroupsToRecheck(deps.db, agentId, RECHECKED_GROUPS);
  const answered: string[] = [];
  for (const g of groups) if (await findCuratedMatch(deps, agentId, g.question)) answered.push(g.id);
  await closeGroups(deps.db, answered, 'answered', deps.clock());
  return answered.length;
}

/**
 * Groups whose questions found no source are closed as answered when the agent's knowledge now
 * has one scoring at least the threshold (searched without a model: no rewrite, no cost). A
 * group that had sources and was thumbed down, or that the model said it could not answer,
 * stays: a source it already had says nothing new.
 */
export async function recheckWithKnowledge(deps: AppDeps, agentId: string): Promise<number> {
  const agent = await agentKnowledge(deps.db, agentId);
  if (!agent?.datasetId) return 0;
  const retrieve = createRetriever(deps, { projectId: agent.projectId, datasetId: agent.datasetId, model: null });
  const answered: string[] = [];
  for (const g of await openGroupsToRecheck(deps.db, agentId, RECHECKED_GROUPS)) {
    if (!g.onlyNoSource) continue;
    const found = await retrieve(g.question, []);
    if (found?.passages.some((p) => p.score >= UNANSWERED_SOURCE_SCORE)) answered.push(g.id);
  }
  await closeGroups(deps.db, answered, 'answered', deps.clock());
  return answered.length;
}

export function recheckCuratedHandler(deps: AppDeps): JobHandler {
  return { run: async (job) => void (await recheckWithCurated(deps, String(job.payload.agentId))) };
}

export function recheckKnowledgeHandler(deps: AppDeps): JobHandler {
  return { run: async (job) => void (await recheckWithKnowledge(deps, String(job.payload.agentId))) };
}
