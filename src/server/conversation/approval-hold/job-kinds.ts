/** runs an approved call once, then the agent continues the conversation */
export const APPROVAL_RUN_JOB = 'approval.run';
/** due at the request's expiry: a request still pending expires and the visitor is told */
export const APPROVAL_EXPIRE_JOB = 'approval.expire';
/** a workflow's approval was decided or expired: its execution goes on along the matching branch, once */
export const WORKFLOW_APPROVAL_JOB = 'approval.resume-workflow';
