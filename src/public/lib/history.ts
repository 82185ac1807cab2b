import type { ChatMessage } from './chat-types';
import { HISTORY_LIMIT } from './limits';

/** The prior messages sent with a turn: the last 10, without the greeting, local notices or error apologies. */
export function buildHistory(messages: ChatMessage[], limit = HISTORY_LIMIT): { role: 'user' | 'assistant'; content: string }[] {
  return messages
    .filter((m) => !m.local && !m.error && m.content.trim() !== '')
    .slice(-limit)
    .map((m) => ({ role: m.role, content: m.content }));
}
