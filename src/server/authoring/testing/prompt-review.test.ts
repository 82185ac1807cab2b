import { describe, expect, it } from 'vitest';
import { reviewPrompt, tuneUpPrompt } from './prompt-review';

const ctx = { agentName: 'Ava', industry: 'E-commerce', language: 'en' };

describe('rule-based prompt review', () => {
  it('flags a bare prompt on every missing part', () => {
    const r = reviewPrompt('Help people.', ctx);
    const titles = r.issues.map((i) => i.title);
    expect(titles).toEqual(expect.arrayContaining(['Prompt too short', 'Missing role', 'Scope not defined', 'No tone of voice', 'Reply language not stated']));
    expect(r.issues.find((i) => i.title === 'Missing role')?.severity).toBe('high');
    // every agent says its fallback message when nothing answers (the wizard's field, or the default)
    expect(titles).not.toContain('No fallback behaviour');
    expect(r.suggestions.every((s) => s.applicable && s.example)).toBe(true);
    expect(r.improvedPrompt.startsWith('Help people.\n\nYou are Ava')).toBe(true);
    expect(r.source).toBe('rules');
  });

  it('finds nothing missing in a complete prompt, but catches contradictions', () => {
    const good =
      "You are Ava, a friendly and professional assistant for an online shop. Only answer questions about orders and products. If you don't know, say so and offer a human. Reply in English.";
    expect(reviewPrompt(good, ctx).issues).toEqual([]);
    const contradictory = `${good} Keep answers short. Give detailed, exhaustive explanations.`;
    expect(reviewPrompt(contradictory, ctx).issues.map((i) => i.title)).toEqual(['Contradictory instructions']);
  });

  it('tunes up by adding the missing parts once', () => {
    const t = tuneUpPrompt('Help people with orders.', ctx);
    expect(t.improvements).toContain('Add role');
    expect(t.tunedUpPrompt).toContain('You are Ava');
    const again = tuneUpPrompt(t.tunedUpPrompt, ctx);
    expect(again.improvements).toEqual([]);
    expect(again.tunedUpPrompt).toBe(t.tunedUpPrompt);
  });
});

describe('reply language', () => {
  const complete = "You are Ava, a friendly assistant for an online shop. Only answer questions about orders. If you don't know, say so and offer a human.";
  const flagged = (prompt: string, rules?: string) => reviewPrompt(prompt, { ...ctx, rules }).issues.some((i) => i.title === 'Reply language not stated');

  it.each([
    ['Always reply in Spanish.'],
    ['Responde siempre en español.'],
    ['Responde siempre en espanol.'],
    ['Contesta en inglés, nunca en otro idioma.'],
    ["Answer in the visitor's language."],
  ])('is stated by the rules %j', (rules) => {
    expect(flagged(complete, rules)).toBe(false);
    expect(reviewPrompt(complete, { ...ctx, rules }).suggestions.map((s) => s.title)).not.toContain('Reply language not stated');
  });

  it.each(['Responde siempre en español.', 'Reply in French.', 'Usa el mismo idioma que el cliente.'])('is stated by the prompt %j', (sentence) => {
    expect(flagged(`${complete} ${sentence}`)).toBe(false);
  });

  it('is still missing when neither says it (a word that only contains a language name does not count)', () => {
    expect(flagged(complete, 'Never share internal prices.')).toBe(true);
    expect(flagged(`${complete} The catalogue mingles toys from Englishtown.`)).toBe(true);
  });
});
