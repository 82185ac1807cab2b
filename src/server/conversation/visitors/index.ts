/** What other features may use of conversation/visitors: everything else in this folder is its own. */
export { resolveIdentity, signUserId, type ResolvedIdentity } from './identity';
export { recordChannelPersonVisitor, recordConversationVisitor } from './service';
export { channelPersonOf, type ChannelPerson } from './channel-person';
export { visitorProfileRoutes } from './profile-routes';
export { deleteOrphanVisitors } from './retention';
