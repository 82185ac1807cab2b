import { describe, expect, it } from 'vitest';
import { composeOpener, OPENER_CHARS_MAX, trimOpener } from './opener-text';

const facts = { name: 'Shop Helper', description: null, personality: '', language: 'en' as const };

describe('composeOpener', () => {
  it('says the name and, from a "You are" prompt, the role in the first person', () => {
    expect(composeOpener({ ...facts, personality: 'You are a support agent for ACME. Be brief.' }).text).toBe("Hello! I'm Shop Helper, a support agent for ACME. How can I help you today?");
    expect(composeOpener({ ...facts, personality: 'You are Shop Helper, the assistant of ACME.' }).text).toBe("Hello! I'm Shop Helper, the assistant of ACME. How can I help you today?");
  });

  it('adds what the agent helps with from its description', () => {
    expect(composeOpener({ ...facts, description: 'Answers questions about orders' }).text).toBe(
      "Hello! I'm Shop Helper. Here is what I can help you with: Answers questions about orders. How can I help you today?",
    );
  });

  it('speaks Spanish for a Spanish agent, reading "Eres" prompts', () => {
    const opener = composeOpener({ ...facts, name: 'Lola', language: 'es', personality: 'Eres la asistente de una tienda.', description: 'Pedidos y devoluciones' });
    expect(opener).toEqual({ language: 'es', text: '¡Hola! Soy Lola, la asistente de una tienda. En esto puedo ayudarte: Pedidos y devoluciones. ¿En qué puedo ayudarte hoy?' });
  });

  it('ignores prompts that do not start with a role, and a blank name', () => {
    expect(composeOpener({ ...facts, name: ' ', personality: 'Always answer in short sentences.' }).text).toBe("Hello! I'm your assistant. How can I help you today?");
  });
});

describe('trimOpener', () => {
  it('drops wrapping quotes and cuts long texts at a word', () => {
    expect(trimOpener('  "Hi there!"  ')).toBe('Hi there!');
    const cut = trimOpener('word '.repeat(200));
    expect(cut.length).toBeLessThanOrEqual(OPENER_CHARS_MAX + 1);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
