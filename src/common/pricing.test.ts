import { describe, expect, it } from 'vitest';
import { costOf, priceOf } from './pricing';

describe('costOf', () => {
  it('prices a listed model per million tokens, rounded to 6 decimals', () => {
    expect(costOf(priceOf('gpt-4o'), 1000, 500)).toBe(0.0075);
    expect(costOf(priceOf('gpt-4o-mini-typo'), 1000, 500)).toBeNull();
  });

  it('keeps the offline model at a real 0 and an unlisted model unknown', () => {
    expect(costOf(priceOf('offline-kb'), 1000, 500)).toBe(0);
    expect(costOf(priceOf('llama3.1:8b'), 1000, 500)).toBeNull();
    expect(costOf(priceOf('toString'), 1, 1)).toBeNull();
  });
});
