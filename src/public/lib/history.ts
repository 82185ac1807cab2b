import type { ChatMessage } from './chat-types';

/** SPEC section 9; the server applies the same cap (CHAT_HISTORY_LIMIT in src/common/chat.ts, checked by a test). */
export const HISTORY_LIMIT = 10;

/** The prior messages sent with a turn: the last 10, without the greeting, local notices or error apologies. */
export function buildHistory(messages: ChatMessage[], limit = HISTORY_LIMIT): { role: 'user' | 'assistant'; content: string }[] {
  return messages
    .filter((m) => !m.local && !m.error && m.content.trim() !== '')
    .slice(-limit)
    .map((m) => ({ role: m.role, content: m.content }));
}
