import { describe, expect, it } from 'vitest';
import { PERSONALITY_CHARS } from '@common/versions';
import { personalityPreview } from './personality-preview';

describe('personalityPreview', () => {
  it('keeps a short prompt whole, on one line', () => {
    expect(personalityPreview('You are Ava.\n\nBe kind.')).toBe('You are Ava. Be kind.');
    expect(personalityPreview(null)).toBe('');
  });

  it('cuts a long prompt at a word boundary with an ellipsis', () => {
    const prompt = 'You are a friendly assistant for a bakery, answering questions about opening hours, cakes, allergens and deliveries, always politely and briefly, in the language of the visitor.';
    const preview = personalityPreview(prompt);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(PERSONALITY_CHARS + 1);
    const words = preview.slice(0, -1).split(' ');
    expect(prompt.split(' ').slice(0, words.length).join(' ').replace(/[,.]$/, '')).toBe(words.join(' '));
  });

  it('cuts one endless word where it must', () => {
    expect(personalityPreview('x'.repeat(400))).toBe(`${'x'.repeat(PERSONALITY_CHARS)}…`);
  });
});
