import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-types';
import { buildHistory } from './history';

const msg = (i: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({ id: `m${i}`, role: i % 2 ? 'assistant' : 'user', content: `message ${i}`, ...extra });

describe('buildHistory', () => {
  it('sends at most the last 10 messages, oldest first', () => {
    const messages = Array.from({ length: 25 }, (_, i) => msg(i));
    const history = buildHistory(messages);
    expect(history).toHaveLength(10);
    expect(history[0].content).toBe('message 15');
    expect(history[9]).toEqual({ role: 'user', content: 'message 24' });
  });

  it('leaves out the greeting, local notices, apologies and empty placeholders', () => {
    const messages: ChatMessage[] = [
      { id: 'greeting', role: 'assistant', content: 'Hola, ¿cómo puedo ayudarte hoy?', local: true },
      msg(0),
      { id: 'err', role: 'assistant', content: 'Lo siento, ha ocurrido un error.', error: true },
      msg(2),
      { id: 'pending', role: 'assistant', content: '' },
    ];
    expect(buildHistory(messages)).toEqual([
      { role: 'user', content: 'message 0' },
      { role: 'user', content: 'message 2' },
    ]);
  });
});
