/** What other features may use of conversation/visitor-summaries: everything else in this folder is its own. */
export { queueVisitorSummary, visitorSummaryHandler } from './summary-job';
export { VISITOR_SUMMARY_JOB } from './summary-job-kind';
export { forgetRecalls, recallLastConversation, type RecalledConversation } from './recall';
