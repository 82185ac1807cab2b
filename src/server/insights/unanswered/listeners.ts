import type { FeedbackRating } from '../../../common/feedback';
import { projectOwnerSettings } from '../../accounts/settings/index';
import type { AppDeps } from '../../platform/deps';
import { maskPii } from '../../platform/privacy/pii-mask';
import { unansweredReason, type TurnFacts } from './detect';
import { GROUP_UNANSWERED_JOB } from './group-job';
import { deleteThumbsDownQuestion, findRatedRun, insertQuestion, queueAgentJob, agentsUsingDataset } from './queries';
import { RECHECK_CURATED_JOB, RECHECK_KNOWLEDGE_JOB } from './recheck-job';

/**
 * A served turn: an unanswered one is stored as a question and its grouping queued (one row and
 * at most one job; the grouping runs in the worker, never in the turn).
 */
export async function recordUnansweredTurn(deps: AppDeps, turn: TurnFacts & { agentId: string; projectId: string; runId: string; conversationId: string; message: string }): Promise<void> {
  const reason = unansweredReason(turn);
  if (!reason) return;
  const { piiMasking } = await projectOwnerSettings(deps, turn.projectId);
  await insertQuestion(deps.db, {
    agentId: turn.agentId,
    projectId: turn.projectId,
    runId: turn.runId,
    conversationId: turn.conversationId,
    channel: turn.channel,
    question: piiMasking ? maskPii(turn.message) : turn.message,
    reason,
    askedAt: deps.clock(),
  });
  await queueAgentJob(deps.db, GROUP_UNANSWERED_JOB, turn.agentId);
  deps.jobSignal.notify();
}

/** A thumbs-down makes the rated reply's question unanswered; a thumbs-up after it takes that back. */
export async function recordRating(deps: AppDeps, { runId, rating }: { runId: string; rating: FeedbackRating }): Promise<void> {
  if (rating === 'up') return deleteThumbsDownQuestion(deps.db, runId);
  const run = await findRatedRun(deps.db, runId);
  if (!run || run.isTest || run.channel === 'test') return;
  // the run's text is stored masked already when the owner asks
  await insertQuestion(deps.db, { agentId: run.agentId, projectId: run.projectId, runId, conversationId: run.conversationId, channel: run.channel, question: run.userInput, reason: 'thumbs-down', askedAt: run.createdAt });
  await queueAgentJob(deps.db, GROUP_UNANSWERED_JOB, run.agentId);
  deps.jobSignal.notify();
}

export async function recheckAfterCuratedChange(deps: AppDeps, { agentId }: { agentId: string }): Promise<void> {
  await queueAgentJob(deps.db, RECHECK_CURATED_JOB, agentId);
  deps.jobSignal.notify();
}

export async function recheckAfterIndexing(deps: AppDeps, { datasetId }: { datasetId: string }): Promise<void> {
  for (const agentId of await agentsUsingDataset(deps.db, datasetId)) await queueAgentJob(deps.db, RECHECK_KNOWLEDGE_JOB, agentId);
  deps.jobSignal.notify();
}
