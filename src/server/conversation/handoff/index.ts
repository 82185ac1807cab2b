/** What other features may use of conversation/handoff: everything else in this folder is its own. */
export { handoffNotice } from './handoff-notices';
export { HANDOFF_MAIL_JOB } from './job-kinds';
export { endAllStreams, holdStream, publishInboxEvent, publishVisitorEvent, subscribeInbox, subscribeVisitor } from './live-events';
export { announceHandoff, recordOperatorMessage, requestPerson } from './service';
export { inboxChanged, recordVisitorMessage } from './visitor-messages';
