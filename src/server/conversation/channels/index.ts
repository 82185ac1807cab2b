/** What other features may use of conversation/channels: everything else in this folder is its own. */
export { CHANNEL_REPLY_JOB } from './job-kinds';
export { sendOperatorReply } from './operator-reply';
export { deleteOldChannelMessages } from './queries';
export { channelReplyHandler } from './reply-job';
export { channelWebhookRoutes } from './webhook-routes';
export { startChannelPollers } from './channel-poller';
