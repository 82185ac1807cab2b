/** One job per (execution, node): the payload is `{ executionId, nodeId }`. */
export const WORKFLOW_NODE_JOB = 'workflow.run-node';

/** webhook nodes: 4 attempts, 2, 4 and 8 s apart (the job queue's 2^attempts backoff) */
export const WORKFLOW_NODE_MAX_ATTEMPTS = 4;
