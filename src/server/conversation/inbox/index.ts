/** What other features may use of conversation/inbox: everything else in this folder is its own. */
export { handoffMailHandler } from './handoff-mail-job';
