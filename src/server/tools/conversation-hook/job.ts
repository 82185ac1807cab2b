import type { AppDeps } from '../../platform/deps';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { failPendingDelivery } from './deliveries-queries';
import { deliverConversationHook } from './deliver-hook';

function conversationIdOf(payload: Record<string, unknown>): string | null {
  return typeof payload.conversationId === 'string' ? payload.conversationId : null;
}

/**
 * The post-conversation hook on a conversation.ended job: one delivery per conversation, retried
 * by the job queue; when the last attempt fails the delivery is marked failed for the owner to see.
 */
export function postConversationHookHandler(deps: AppDeps): JobHandler {
  return {
    run: async (job) => {
      const conversationId = conversationIdOf(job.payload);
      if (conversationId) await deliverConversationHook(deps, conversationId);
    },
    onFailed: async (job, message) => {
      const conversationId = conversationIdOf(job.payload);
      if (conversationId) await failPendingDelivery(deps.db, conversationId, message, deps.clock());
    },
  };
}
