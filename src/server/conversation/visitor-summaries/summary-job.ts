import type { AppDeps } from '../../platform/deps';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { summarizeConversation } from './make-summary';
import { queueSummaryJob } from './queries';

function conversationIdOf(payload: Record<string, unknown>): string | null {
  return typeof payload.conversationId === 'string' ? payload.conversationId : null;
}

/** Listener of conversationEnded: the summary is made by its own job, so a slow or failing model never holds up the other listeners. */
export async function queueVisitorSummary(deps: AppDeps, conversationId: string): Promise<void> {
  await queueSummaryJob(deps.db, conversationId);
  deps.jobSignal.notify();
}

export function visitorSummaryHandler(deps: AppDeps): JobHandler {
  return {
    run: async (job) => {
      const conversationId = conversationIdOf(job.payload);
      if (conversationId) await summarizeConversation(deps, conversationId);
    },
    // the model failed on every attempt: the visitor is still recalled, by their last exchange
    onFailed: async (job) => {
      const conversationId = conversationIdOf(job.payload);
      if (conversationId) await summarizeConversation(deps, conversationId, true);
    },
  };
}
