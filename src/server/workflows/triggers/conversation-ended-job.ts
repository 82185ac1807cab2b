import type { AppDeps } from '../../platform/deps';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { postConversationHookHandler } from '../../tools/conversation-hook/job';
import { dispatchConversationEnd } from './conversation-end';

/**
 * The one job every ended conversation gets runs both of its consumers: the post-conversation
 * hook and the workflow triggers. Both are idempotent (one hook delivery per conversation; one
 * execution per conversation and trigger node), so when either fails the whole job is retried.
 */
export function conversationEndedHandler(deps: AppDeps): JobHandler {
  const hook = postConversationHookHandler(deps);
  return {
    run: async (job) => {
      const conversationId = typeof job.payload.conversationId === 'string' ? job.payload.conversationId : null;
      const outcomes = await Promise.allSettled([conversationId ? dispatchConversationEnd(deps, conversationId) : Promise.resolve([]), hook.run(job)]);
      const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      if (failed) throw failed.reason;
    },
    onFailed: hook.onFailed,
  };
}
