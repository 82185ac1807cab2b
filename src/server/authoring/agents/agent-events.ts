import { defineEvent } from '../../platform/events';

/** An agent was deleted with its versions: what serves them publicly stops at once. */
export const agentDeleted = defineEvent<{ agentId: string }>('agent.deleted');
