import { encode, decode } from 'gpt-tokenizer/encoding/cl100k_base';
import { describe, expect, it } from 'vitest';
import { createPacer } from '../platform/event-loop-pacer';
import { countTokensWithin, encodeBounded, MAX_RUN_CHARS, tokenizerWindows, WINDOW_CHARS } from './token-windows';

const tok = { encode, decode };
const prose = (n: number) => Array.from({ length: n }, (_, i) => `Clause ${i} says the café opens at 9:00, doesn't it? `).join('');

describe('tokenizerWindows', () => {
  it('gives prose of any length, spaced or not, exactly the tokens of one encode call', async () => {
    const japanese = '東京は日本の首都であり、世界最大の都市圏の一つです。'.repeat(1_000);
    for (const text of [prose(3), prose(2_000), `${prose(500)}\n\n  indented\tline\n${prose(500)}`, japanese]) {
      expect(await encodeBounded(tok, text, createPacer())).toEqual(encode(text));
    }
    expect(prose(2_000).length).toBeGreaterThan(10 * WINDOW_CHARS);
  });

  it('never hands the tokenizer a window or a run longer than its limits, and loses no character', () => {
    const text = `${'a'.repeat(5_000)} ${' '.repeat(3_000)}b ${'😀'.repeat(300)} ${prose(400)}`;
    const windows = [...tokenizerWindows(text)];
    expect(windows.join('')).toBe(text);
    for (const window of windows) {
      expect(window.length).toBeLessThanOrEqual(WINDOW_CHARS);
      expect(window).not.toMatch(new RegExp(`\\S{${MAX_RUN_CHARS + 1}}|\\s{${MAX_RUN_CHARS + 1}}`));
      // an emoji is two UTF-16 units: a cut between them would turn it into two broken halves
      expect(window).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    }
    expect(decode(windows.flatMap((w) => encode(w)))).toBe(text);
  });

  it('tokenises a 2 MB word in bounded steps, and stops counting at the limit', async () => {
    const word = 'x'.repeat(2_000_000);
    const started = performance.now();
    expect((await encodeBounded(tok, word, createPacer())).length).toBeGreaterThan(100_000);
    // one encode call on the whole word takes minutes (its cost grows with the square of its length)
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await countTokensWithin(tok, word, 500, createPacer())).toBeNull();
    expect(await countTokensWithin(tok, 'three small words', 500, createPacer())).toBe(3);
  });
});
