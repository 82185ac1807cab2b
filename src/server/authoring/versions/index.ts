/** What other features may use of authoring/versions: everything else in this folder is its own. */
export { agentVersionSnapshot } from './service';
export type { PublishGate } from './service';
export { versionChanged } from './version-events';
export { readSnapshot, toRuntimeSnapshot } from './version-view';
