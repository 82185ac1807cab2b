import { defineEvent } from '../platform/events';

/** An item of the dataset was (re)indexed with new content: questions it did not answer may be answered now. */
export const knowledgeIndexed = defineEvent<{ datasetId: string }>('knowledge.indexed');
