import type { AppDeps } from '../../platform/deps';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { dispatchLeadConverted } from './lead-converted';
import { dispatchUserMentions } from './mention-triggers';

/**
 * workflow.event jobs: `{ eventId }` dispatches a domain event (lead_converted), `{ runId }` the
 * keyword mentions of a served turn. Idempotent: each event starts at most one execution per
 * trigger node, so a retry after a crash starts nothing twice.
 */
export function workflowEventHandler(deps: AppDeps): JobHandler {
  return {
    run: async (job) => {
      const { eventId, runId } = job.payload;
      if (typeof eventId === 'string') await dispatchLeadConverted(deps, eventId);
      else if (typeof runId === 'string') await dispatchUserMentions(deps, runId);
    },
  };
}
