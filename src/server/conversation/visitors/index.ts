/** What other features may use of conversation/visitors: everything else in this folder is its own. */
export { resolveIdentity, signUserId, type ResolvedIdentity } from './identity';
export { recordConversationVisitor } from './service';
