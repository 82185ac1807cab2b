/** What other features may use of authoring/testing: everything else in this folder is its own. */
export { publishGate } from './publish-gate';
export { createTestCase, getTestCases } from './service';
