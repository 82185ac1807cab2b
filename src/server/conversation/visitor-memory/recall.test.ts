import { describe, expect, it } from 'vitest';
import { rankForRecall, wordsOf, type OpenFact } from './recall';
import { hasMemory } from './turn-memory';

const fact = (id: string, text: string, minutesAgo: number): OpenFact => ({ id, fact: text, category: 'other', updatedAt: new Date(Date.now() - minutesAgo * 60_000), words: wordsOf(text) });

describe('rankForRecall', () => {
  const facts = [fact('a', 'Prefers e-mail contact', 1), fact('b', 'Has a dog named Rex', 2), fact('c', 'Waiting for order 4411', 3)];

  it('puts the facts the message speaks of first, then the newest', () => {
    expect(rankForRecall(facts, 'Where is my order 4411?', 1000).map((f) => f.id)).toEqual(['c', 'a', 'b']);
    expect(rankForRecall(facts, 'Hello', 1000).map((f) => f.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps to the token budget', () => {
    const many = Array.from({ length: 500 }, (_, i) => fact(String(i), 'x'.repeat(272), i));
    // 300 characters with the line's reference, category and date: 75 tokens
    expect(rankForRecall(many, 'hi', 1000)).toHaveLength(13);
  });
});

describe('hasMemory', () => {
  const visitor = { visitorId: 'v', factCount: 0, latest: null };
  it('is for verified visitors and people a messaging channel identifies, never for web hints', () => {
    expect(hasMemory({ ...visitor, verified: true, channel: 'widget' })).toBe(true);
    expect(hasMemory({ ...visitor, verified: false, channel: 'whatsapp' })).toBe(true);
    expect(hasMemory({ ...visitor, verified: false, channel: 'widget' })).toBe(false);
    expect(hasMemory({ ...visitor, verified: false, channel: 'api' })).toBe(false);
  });
});
