import { useEffect, useRef, useState } from 'react';
import type { FeedbackRating } from '@common/feedback';
import type { VisitorIdentity } from '@common/identity';
import type { Translate } from '../i18n';
import { endConversation, sendFeedback } from './api';
import type { ChatChannel, ChatMessage } from './chat-types';
import { streamTurn, TurnError } from './chat-stream';
import { CONVERSATION_ENDED_CODE } from './limits';
import { buildHistory } from './history';
import { listenForPerson } from './live-handoff';
import { newSessionId } from './session-id';

/** 'visitor' after Finalizar, 'assistant' when a reply carried isConversationFinished. */
export type EndedBy = 'visitor' | 'assistant' | null;

export interface ChatController {
  messages: ChatMessage[];
  pending: boolean;
  endedBy: EndedBy;
  sessionId: string;
  /** false when the text is empty, a reply is pending or the conversation is over */
  send: (text: string) => boolean;
  end: (closingText: string) => void;
  /** rates the reply of `runId` in this session; rating again replaces the rating and the comment */
  rate: (runId: string, rating: FeedbackRating, comment?: string) => Promise<void>;
}

let nextId = 0;
const makeId = () => `m${++nextId}`;

interface ChatOptions {
  versionId: string;
  channel: ChatChannel;
  t: Translate;
  initial?: ChatMessage[];
  /**
   * Messages shown before the conversation's own, known only after the page loaded (the demo's
   * opener). Not local: they go to the model as history with the visitor's first message.
   */
  lead?: ChatMessage[];
  /** the lead is still on its way: shown as typing, and nothing can be sent yet */
  leadPending?: boolean;
  /** who the site says the visitor is, sent with every turn (docs/decisions/0045) */
  identity?: VisitorIdentity | null;
}

export function useChat(opts: ChatOptions): ChatController {
  const { versionId, channel, t, leadPending = false } = opts;
  const [sessionId] = useState(() => newSessionId(channel === 'demo' ? 'demo' : 'session'));
  const [own, setMessages] = useState<ChatMessage[]>(() => opts.initial ?? []);
  const messages = opts.lead?.length ? [...opts.lead, ...own] : own;
  const [pending, setPending] = useState(false);
  const [endedBy, setEndedBy] = useState<EndedBy>(null);
  // Refs guard against a second Enter in the same tick, before React re-renders.
  const busy = useRef(false);
  const over = useRef(false);
  const toldRefused = useRef(false);
  const latest = useRef(messages);
  latest.current = messages;

  const patch = (id: string, change: Partial<ChatMessage>) => setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...change } : m)));
  const append = (message: ChatMessage) => setMessages((list) => (list.some((m) => m.id === message.id) ? list : [...list, message]));

  // Once the conversation exists on the server, a person from the team may take it over at any time.
  const stopListening = useRef<(() => void) | null>(null);
  const openedAt = useRef(new Date());
  const listen = () => {
    stopListening.current ??= listenForPerson(versionId, sessionId, openedAt.current, {
      onPersonMessage: (id, text) => append({ id: `person-${id}`, role: 'assistant', content: text, fromPerson: true }),
      onNotice: (id, text) => append({ id, role: 'assistant', content: text, local: true, notice: true }),
      onAgentMessage: (id, text) => append({ id: `agent-${id}`, role: 'assistant', content: text }),
    });
  };
  useEffect(() => () => stopListening.current?.(), []);

  const send = (raw: string): boolean => {
    const text = raw.trim();
    if (text === '' || busy.current || over.current || leadPending) return false;
    busy.current = true;
    setPending(true);
    const history = buildHistory(latest.current);
    const user: ChatMessage = { id: makeId(), role: 'user', content: text };
    const replyId = makeId();
    setMessages((list) => [...list, user, { id: replyId, role: 'assistant', content: '' }]);

    let streamed = '';
    streamTurn({ versionId, channel, sessionId, message: text, messages: history, ...(opts.identity ? { identity: opts.identity } : {}) }, (delta, replace) => {
      streamed = replace ? delta : streamed + delta;
      patch(replyId, { content: streamed });
    })
      .then((reply) => {
        listen();
        // a wrong signature: the visitor is told once that the conversation goes on anonymously
        if (reply.identity?.status === 'refused' && !toldRefused.current) {
          toldRefused.current = true;
          setMessages((list) => {
            const at = list.findIndex((m) => m.id === user.id);
            const notice: ChatMessage = { id: 'identity-refused', role: 'assistant', content: t('identityRefused'), local: true, notice: true };
            return at < 0 ? [...list, notice] : [...list.slice(0, at + 1), notice, ...list.slice(at + 1)];
          });
        }
        // a person answers this conversation: no reply from the assistant; theirs arrive live
        if (reply.withPerson) {
          setMessages((list) => list.filter((m) => m.id !== replyId));
          return;
        }
        const content = reply.message || reply.response || streamed;
        patch(replyId, content.trim() ? { content, sources: reply.sources, runId: reply.runId ?? undefined } : { content: t('emptyReply'), error: true });
        if (reply.isConversationFinished) {
          over.current = true;
          setEndedBy('assistant');
        }
      })
      .catch((err: unknown) => {
        // closed on the server, e.g. after the idle timeout: offer a new conversation
        if (err instanceof TurnError && err.code === CONVERSATION_ENDED_CODE) {
          over.current = true;
          setEndedBy('visitor');
          patch(replyId, { content: t('conversationEnded'), sources: undefined });
          return;
        }
        console.warn('chat turn failed', err);
        patch(replyId, { content: t('sendError'), error: true, sources: undefined });
      })
      .finally(() => {
        busy.current = false;
        setPending(false);
      });
    return true;
  };

  const end = (closingText: string) => {
    if (busy.current || over.current) return;
    over.current = true;
    setEndedBy('visitor');
    const transcript = buildHistory(latest.current, 200);
    setMessages((list) => [...list, { id: makeId(), role: 'assistant', content: closingText, local: true }]);
    void endConversation(versionId, { sessionId, messages: transcript });
  };

  const rate = async (runId: string, rating: FeedbackRating, comment?: string) => {
    await sendFeedback(versionId, { sessionId, runId, rating, comment });
  };

  return { messages, pending: pending || leadPending, endedBy, sessionId, send, end, rate };
}
