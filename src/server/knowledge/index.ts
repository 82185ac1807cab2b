/** What other features may use of knowledge: everything else in this folder is its own. */
export { embedDatasetHandler } from './embed-dataset';
export { ingestItemHandler } from './ingest-item';
export { EMBED_DATASET_JOB, INGEST_ITEM_JOB, SYNC_DATASET_JOB } from './job-kinds';
export type { Retrieval, Retrieve, RetrievedPassage } from './passages';
export { refreshPlannerStatistics } from './planner-statistics';
export { createRetriever } from './retriever';
export { addAgentDocument, deleteDataset, listDatasetItems, removeAgentUrlItems, requireDataset, syncAgentWebsites } from './service';
export { isSupportedDocument, readAgentDocuments } from './agent-documents';
export { syncDatasetHandler } from './sync-dataset';
export { queueDueSyncs } from './sync-service';
export { curatedAnswerRoutes } from './curated/routes';
export { countCuratedUse, findCuratedMatch } from './curated/find-match';
export { countCuratedAnswers, createCuratedAnswer, listAllCuratedAnswers, saveCuratedSettings } from './curated/service';
export type { CuratedMatch } from './curated/find-match';
export { curatedAnswersChanged } from './curated/curated-events';
export { knowledgeIndexed } from './knowledge-events';
export { contentWords } from './curated/match';
