import { defineEvent } from '../../platform/events';

/** An agent was deleted with its versions: what serves them publicly stops at once. */
export const agentDeleted = defineEvent<{ agentId: string }>('agent.deleted');

/** An agent's name changed: what names it outside (its model name for OpenAI clients) is read again. */
export const agentRenamed = defineEvent<{ agentId: string }>('agent.renamed');
