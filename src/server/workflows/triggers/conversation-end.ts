import type { AppDeps } from '../../platform/deps';
import { dispatchWorkflowEvent, type DispatchedTrigger } from './dispatch-event';
import { optionalText, userFieldsOf, type EventContext } from './event-context';
import { findEndedConversation, findLastTurn } from './trigger-queries';

/**
 * A conversation ended (Finalizar, the end tool or the idle timeout: each queues exactly one
 * conversation.ended job). Fires the conversation_end triggers at once and the time_delay ones
 * their configured minutes after the end; the conversation id keys both, so a retried job starts
 * nothing twice.
 */
export async function dispatchConversationEnd(deps: AppDeps, conversationId: string): Promise<DispatchedTrigger[]> {
  const conversation = await findEndedConversation(deps.db, conversationId);
  if (!conversation) return []; // deleted with its agent
  const context = async (): Promise<EventContext> => {
    const last = await findLastTurn(deps.db, conversation.agentId, conversation.id);
    const question = optionalText(last?.userInput);
    return {
      user: { ...userFieldsOf(conversation.userData), ...(question ? { question } : {}) },
      agent: { response: optionalText(last?.agentOutput) },
      session: { id: conversation.sessionId },
      conversationId: conversation.id,
      timestamp: (conversation.endedAt ?? deps.clock()).toISOString(),
    };
  };
  return dispatchWorkflowEvent(deps, {
    agentId: conversation.agentId,
    types: ['conversation_end', 'time_delay'],
    eventKey: conversation.id,
    isTest: conversation.isTest,
    occurredAt: conversation.endedAt ?? undefined,
    context,
  });
}
