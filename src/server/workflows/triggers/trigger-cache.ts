import type { AppDeps } from '../../platform/deps';
import { enqueueJobs } from '../../platform/jobs/job-queue';
import { cachePerApp } from '../../platform/read-cache';
import { WORKFLOW_EVENT_JOB, WORKFLOW_EVENT_MAX_ATTEMPTS } from './job-kinds';
import { firedNodes } from './trigger-nodes';
import { findWorkflowNodes } from './trigger-queries';
import { compileKeywords, mentionsKeyword } from './user-mentions';

/** agentId -> the keyword patterns of its workflow's user_mentions triggers (empty: none, or no workflow) */
const mentionPatterns = cachePerApp<RegExp[]>();

function cachedMentionPatterns(deps: AppDeps, agentId: string): Promise<RegExp[]> {
  return mentionPatterns(deps).get(agentId, async () => {
    const workflow = await findWorkflowNodes(deps.db, agentId);
    if (!workflow) return [];
    return firedNodes(workflow, { types: ['user_mentions'] }).flatMap((node) => compileKeywords(node.config.keywords) ?? []);
  });
}

/**
 * Call after saving or deleting an agent's workflow: this process reads its triggers again at
 * once; other processes within READ_CACHE_TTL_MS.
 */
export function forgetWorkflowTriggers(deps: AppDeps, agentId: string): void {
  mentionPatterns(deps).forget(agentId);
}

/**
 * After a served turn (the chat hot path): when the visitor's message mentions a keyword of the
 * agent's user_mentions triggers, queues one workflow.event job for the turn. The triggers come
 * from a per-process cache, so the turn of an agent without them costs no query (one per
 * READ_CACHE_TTL_MS and process). The job checks the keywords again against the saved workflow.
 */
export async function queueMentionEvent(deps: AppDeps, turn: { agentId: string; runId: string; message: string }): Promise<void> {
  const patterns = await cachedMentionPatterns(deps, turn.agentId);
  if (!patterns.some((pattern) => mentionsKeyword(pattern, turn.message))) return;
  await enqueueJobs(deps.db, [{ kind: WORKFLOW_EVENT_JOB, payload: { runId: turn.runId }, maxAttempts: WORKFLOW_EVENT_MAX_ATTEMPTS }]);
  deps.jobSignal.notify();
}
