/** What the composition root may use of insights/unanswered: everything else in this folder is its own. */
export { GROUP_UNANSWERED_JOB, groupPendingQuestions, groupUnansweredHandler } from './group-job';
export { recheckAfterCuratedChange, recheckAfterIndexing, recordRating, recordUnansweredTurn } from './listeners';
export { RECHECK_CURATED_JOB, RECHECK_KNOWLEDGE_JOB, recheckCuratedHandler, recheckKnowledgeHandler } from './recheck-job';
export { sweepUnansweredQuestions } from './housekeeping';
