export { importAgent } from './import-agent';
export type { WorkflowPart } from './workflow-part';
