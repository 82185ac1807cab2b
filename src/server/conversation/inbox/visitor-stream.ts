import type { FastifyReply } from 'fastify';
import type { HandoffState, VisitorEvent } from '../../../common/inbox';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { openEventStream } from '../../platform/sse';
import { requirePublicTarget } from '../chat/index';
import { handoffNotice, holdStream, subscribeVisitor } from '../handoff/index';
import { findSessionConversation, messagesForVisitor, messageText } from './queries';

/**
 * The visitor's page listens here for a person's replies and for a person joining or leaving.
 * On (re)connection it first gets the state and what it missed since `since`.
 */
export async function streamVisitorEvents(deps: AppDeps, reply: FastifyReply, versionId: string, sessionId: string, since: Date | null): Promise<void> {
  const target = await requirePublicTarget(deps, versionId);
  const conversation = await findSessionConversation(deps.db, target.agentId, sessionId);
  if (!conversation) throw notFound('Conversation');
  const stream = openEventStream(reply);
  const send = (event: VisitorEvent) => stream.send(event.type, event);
  stream.send('state', { handoff: conversation.handoff, notice: conversation.handoff === 'bot' ? null : handoffNotice(conversation.handoff as HandoffState, conversation.agent_language) });
  if (since) {
    for (const m of await messagesForVisitor(deps.db, conversation.id, since)) {
      const at = new Date(m.created_at).toISOString();
      if (m.role === 'operator') send({ type: 'operator_message', id: m.id, text: m.body, at });
    }
  }
  holdStream(
    deps,
    reply,
    stream,
    subscribeVisitor(deps, conversation.id, (event) => {
      // a reply too long for a PostgreSQL notification arrives without its text
      if (event.type === 'operator_message' && (event.text as string | null) === null) {
        void messageText(deps.db, event.id).then((text) => text !== null && send({ ...event, text }));
      } else send(event);
    }),
  );
}
