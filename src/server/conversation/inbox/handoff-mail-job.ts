import type { AppDeps } from '../../platform/deps';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { mailOperators } from './service';

/** Sends the handoff e-mails; skipped when a person already took the conversation or it was handed back. */
export function handoffMailHandler(deps: AppDeps): JobHandler {
  return {
    run: async (job) => {
      const { conversationId, reason } = job.payload;
      if (typeof conversationId === 'string') await mailOperators(deps, conversationId, typeof reason === 'string' ? reason : '');
    },
  };
}
