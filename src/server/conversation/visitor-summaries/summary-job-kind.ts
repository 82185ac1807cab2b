/** The job that sums up a known visitor's ended conversation; payload `{ conversationId }`. */
export const VISITOR_SUMMARY_JOB = 'visitor.summary';
