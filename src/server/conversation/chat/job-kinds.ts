/**
 * Queued in the same statement that ends a conversation (Finalizar, the end tool, the idle
 * sweep), so every end is followed by exactly one job: the post-conversation hook runs on it
 * and the workflow engine's conversation_end trigger hangs on the same kind.
 */
export const CONVERSATION_ENDED_JOB = 'conversation.ended';

/** a delivery retried on 5xx and timeouts: 2, 4, 8, 16 s apart */
export const CONVERSATION_ENDED_MAX_ATTEMPTS = 5;
