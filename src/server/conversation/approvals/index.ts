/** Deciding held tool calls (Inbox and platform key) and running them once; holding them is approval-hold. */
export { approvalExpireHandler, approvalRunHandler } from './jobs';
export { approvalRoutes } from './routes';
