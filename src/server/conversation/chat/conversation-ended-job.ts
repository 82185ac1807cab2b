import type { AppDeps } from '../../platform/deps';
import { defineEvent, emit } from '../../platform/events';
import type { JobHandler } from '../../platform/jobs/job-runner';

/**
 * Queued in the same statement that ends a conversation (Finalizar, the end tool, the idle
 * sweep; see endConversationsWhere), so every end is followed by exactly one job, whose payload
 * is `{ conversationId }`. The job runs the listeners of conversationEnded.
 */
export const CONVERSATION_ENDED_JOB = 'conversation.ended';

/** a delivery retried on 5xx and timeouts: 2, 4, 8, 16 s apart */
export const CONVERSATION_ENDED_MAX_ATTEMPTS = 5;

/**
 * A conversation ended, run from its conversation.ended job: a listener that throws has the
 * whole job retried, so each listener does its work once per conversation however often it runs.
 */
export const conversationEnded = defineEvent<{ conversationId: string }>('conversation.ended');

/** The conversation.ended job gave up: its last attempt failed, or its worker died on it; `error` says why. */
export const conversationEndedGaveUp = defineEvent<{ conversationId: string; error: string }>('conversation.ended.gave-up');

function conversationIdOf(payload: Record<string, unknown>): string | null {
  return typeof payload.conversationId === 'string' ? payload.conversationId : null;
}

export function conversationEndedHandler(deps: AppDeps): JobHandler {
  return {
    run: async (job) => {
      const conversationId = conversationIdOf(job.payload);
      if (conversationId) await emit(deps, conversationEnded, { conversationId });
    },
    onFailed: async (job, error) => {
      const conversationId = conversationIdOf(job.payload);
      if (conversationId) await emit(deps, conversationEndedGaveUp, { conversationId, error });
    },
  };
}
