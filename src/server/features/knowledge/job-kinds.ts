/** Fetch or parse one data item, index it, and (for crawls) queue the pages it links to. */
export const INGEST_ITEM_JOB = 'knowledge.ingest-item';
