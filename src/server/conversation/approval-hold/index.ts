/** Holding a tool call for a person's approval (the turn's side); deciding and running it is in approvals. */
export { APPROVAL_EXPIRE_JOB, APPROVAL_RUN_JOB, WORKFLOW_APPROVAL_JOB } from './job-kinds';
export { decidePending, findApproval, findRules, listApprovals, saveRules, storeResult, transition } from './queries';
export type { ApprovalWithAgent } from './queries';
export { holdForApproval, ruleApplies } from './service';
export { approvalTexts } from './texts';
export { toApprovalView, type WorkflowHeld } from './view';
export { holdWorkflowStep, type WorkflowApprovalRequest } from './workflow-hold';
