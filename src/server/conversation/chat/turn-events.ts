import { defineEvent } from '../../platform/events';

/**
 * The agent ran a visitor's `message` and its run is stored, answered or failed. Emitted before
 * the turn's caller answers, and a listener that throws fails the turn: listeners queue work
 * rather than do it.
 */
export const turnServed = defineEvent<{ agentId: string; runId: string; message: string }>('chat.turn-served');
