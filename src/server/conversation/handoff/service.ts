import type { HandoffState } from '../../../common/inbox';
import type { AppDeps } from '../../platform/deps';
import { enqueueJobs } from '../../platform/jobs/job-queue';
import { handoffNotice } from './handoff-notices';
import { HANDOFF_MAIL_JOB } from './job-kinds';
import { publishInboxEvent, publishVisitorEvent } from './live-events';
import { findHandoffConversation, insertConversationMessage, requestHandoff, type HandoffConversation } from './queries';

/** Stores a notice, tells the visitor's page and every Inbox watching the project; the notice's text. */
export async function announceHandoff(deps: AppDeps, conversation: HandoffConversation, state: HandoffState): Promise<string> {
  const notice = handoffNotice(state, conversation.agent_language);
  const stored = await insertConversationMessage(deps.db, { conversationId: conversation.id, role: 'notice', authorId: null, body: notice }, deps.clock());
  publishVisitorEvent(deps, conversation.id, { type: 'handoff', state, notice, at: stored.createdAt.toISOString() });
  publishInboxEvent(deps, conversation.project_id, { type: 'conversation', conversationId: conversation.id });
  return notice;
}

/** A person's reply: stored as `body` (masked when the owner asks), shown as `text` on the visitor's page live, and in every Inbox. */
export async function recordOperatorMessage(deps: AppDeps, conversation: HandoffConversation, message: { authorId: string; body: string; text: string }): Promise<{ id: string; at: string }> {
  const stored = await insertConversationMessage(deps.db, { conversationId: conversation.id, role: 'operator', authorId: message.authorId, body: message.body }, deps.clock());
  const at = stored.createdAt.toISOString();
  publishVisitorEvent(deps, conversation.id, { type: 'operator_message', id: stored.id, text: message.text, at });
  publishInboxEvent(deps, conversation.project_id, { type: 'conversation', conversationId: conversation.id });
  return { id: stored.id, at };
}

/**
 * The agent asked for a person (the request_human tool): the conversation is flagged in the Inbox,
 * the visitor is told, and the project's operators get an e-mail. False when it was already flagged
 * or taken over.
 */
export async function requestPerson(deps: AppDeps, conversationId: string, reason: string): Promise<boolean> {
  const conversation = await findHandoffConversation(deps.db, conversationId);
  if (!conversation || !(await requestHandoff(deps.db, conversation.id, deps.clock()))) return false;
  // on SMS and WhatsApp the agent's own words tell the visitor: the notice is not sent as a message
  await announceHandoff(deps, conversation, 'requested');
  // the e-mails go out from the worker: the visitor's turn does not wait for the mail server
  await enqueueJobs(deps.db, [{ kind: HANDOFF_MAIL_JOB, payload: { conversationId: conversation.id, reason: reason.slice(0, 500) }, maxAttempts: 3 }]);
  deps.jobSignal.notify();
  return true;
}
