/** What other features may use of workflows: everything else in this folder is its own. */
export { WORKFLOW_NODE_JOB } from './engine/job-kinds';
export { runNodeJobHandler } from './engine/run-node-job';
export { resumeAfterApprovalHandler } from './engine/resume-approval';
export { dispatchConversationEnd } from './triggers/conversation-end';
export { WORKFLOW_EVENT_JOB } from './triggers/job-kinds';
export { enqueueWorkflowEvent } from './triggers/lead-converted';
export { workflowTriggerRoutes } from './triggers/routes';
export { startScheduledTriggers } from './triggers/scheduled';
export { queueMentionEvent } from './triggers/trigger-cache';
export { workflowEventHandler } from './triggers/workflow-event-job';
export { getWorkflow, saveWorkflow } from './service';
