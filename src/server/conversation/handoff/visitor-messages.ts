import type { AppDeps } from '../../platform/deps';
import { publishInboxEvent } from './live-events';
import { insertConversationMessage } from './queries';

/** A visitor wrote while a person answers: stored for the operator, who sees it live. */
export async function recordVisitorMessage(deps: AppDeps, message: { projectId: string; conversationId: string; text: string }): Promise<void> {
  await insertConversationMessage(deps.db, { conversationId: message.conversationId, role: 'visitor', authorId: null, body: message.text }, deps.clock());
  inboxChanged(deps, message.projectId, message.conversationId);
}

/** A turn was answered: Inboxes watching the project refresh that conversation. */
export function inboxChanged(deps: AppDeps, projectId: string, conversationId: string): void {
  publishInboxEvent(deps, projectId, { type: 'conversation', conversationId });
}
