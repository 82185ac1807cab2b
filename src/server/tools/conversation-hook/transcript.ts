import type { ConversationTurn, HookConversation } from './deliveries-queries';

export interface TranscriptMessage {
  role: 'user' | 'assistant';
  content: string;
  at: string;
}

/** at most this many turns (the newest) travel in one delivery */
export const TRANSCRIPT_MAX_TURNS = 500;

/**
 * The conversation as the visitor saw it, oldest first: each turn's message and the answer it
 * got (a failed turn showed the visitor no answer, so none is listed).
 */
export function toTranscript(turns: ConversationTurn[]): TranscriptMessage[] {
  return turns.flatMap((t) => {
    const at = t.createdAt.toISOString();
    const user: TranscriptMessage = { role: 'user', content: t.userInput, at };
    return t.status !== 'error' && t.agentOutput ? [user, { role: 'assistant' as const, content: t.agentOutput, at }] : [user];
  });
}

/** The body POSTed to the owner's endpoint when a conversation ends. */
export function hookPayload(conversation: HookConversation, agent: { name: string }, transcript: TranscriptMessage[], now: Date) {
  return {
    event: 'conversation.ended',
    conversation: {
      id: conversation.id,
      sessionId: conversation.sessionId,
      channel: conversation.channel,
      /** a Testing Console, quick-test or test_agent_ conversation of the owner */
      isTest: conversation.isTest,
      startedAt: conversation.startedAt.toISOString(),
      endedAt: (conversation.endedAt ?? now).toISOString(),
      userData: conversation.userData ?? {},
    },
    agent: { id: conversation.agentId, name: agent.name, versionId: conversation.agentVersionId },
    transcript,
  };
}
