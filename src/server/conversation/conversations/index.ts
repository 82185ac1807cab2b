/** What other features may use of conversation/conversations: everything else in this folder is its own. */
export { applyDataRetention } from './retention';
