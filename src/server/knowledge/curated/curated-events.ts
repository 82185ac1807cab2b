import { defineEvent } from '../../platform/events';

/** The agent's curated pairs or their settings changed: questions they did not answer may be answered now. */
export const curatedAnswersChanged = defineEvent<{ agentId: string }>('curated.answers-changed');
