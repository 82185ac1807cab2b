/** Fetch or parse one data item, index it, and (for crawls) queue the pages it links to. */
export const INGEST_ITEM_JOB = 'knowledge.ingest-item';
/** Re-fetch a dataset's web pages (conditional GETs) and index again only those that changed. */
export const SYNC_DATASET_JOB = 'knowledge.sync-dataset';
/** Embed every passage of a dataset with the project's new embedding model (Settings > Embeddings). */
export const EMBED_DATASET_JOB = 'knowledge.embed-dataset';
