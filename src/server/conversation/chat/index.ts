/** What other features may use of conversation/chat: everything else in this folder is its own. */
export { CONVERSATION_ENDED_JOB, conversationEnded, conversationEndedGaveUp, conversationEndedHandler } from './conversation-ended-job';
export { sweepIdleConversations } from './idle-conversations';
export { senderOfSession } from './sender-session';
export { activeAgentLanguage, chatOnChannel, chatWithActiveVersion, ratableRunId, requirePublicTarget } from './service';
export { forgetChatTargets } from './target-cache';
export { turnServed } from './turn-events';
export type { ServedTurn } from './turn';
