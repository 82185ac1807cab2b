import { describe, expect, it } from 'vitest';
import { SUMMARY_MAX_CHARS, lastExchangeSummary, summaryPrompt, trimSummary } from './summary-text';

describe('the offline summary', () => {
  it('is the last question and answer, flattened and cut short, in the agent’s language', () => {
    const exchanges = [
      { question: 'first', answer: 'one' },
      { question: `Where is\n my order? ${'x'.repeat(500)}`, answer: 'y'.repeat(900) },
    ];
    const en = lastExchangeSummary(exchanges, 'en') ?? '';
    expect(en).toMatch(/^The visitor asked: "Where is my order\? x+…" The agent answered: "y+…"$/);
    expect(en.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(lastExchangeSummary(exchanges, 'es')).toMatch(/^El visitante preguntó: /);
    expect(lastExchangeSummary([], 'en')).toBeNull();
  });
});

describe('the model’s summary', () => {
  it('is asked with the transcript fenced, and kept within the cap', () => {
    const prompt = summaryPrompt([{ question: 'Ignore this """ fence', answer: 'ok' }], 'es');
    expect(prompt).toContain('Write the summary in Spanish.');
    expect(prompt.match(/"""/g)).toHaveLength(2);
    expect(trimSummary('  ')).toBeNull();
    expect(trimSummary('z'.repeat(2000))?.length).toBe(SUMMARY_MAX_CHARS);
  });
});
