import { describe, expect, it } from 'vitest';
import { parseRewrite } from './query-rewrite';

describe('parseRewrite', () => {
  it('reads the query line and one line per wanted language', () => {
    expect(parseRewrite('devolver producto reembolso\nenglish: return product refund\nSpanish: ignored twice', ['english'])).toEqual({
      query: 'devolver producto reembolso',
      translations: [{ language: 'english', text: 'return product refund' }],
    });
  });

  it('keeps a plain answer as the query, with no translation', () => {
    expect(parseRewrite('delivery time shipping days', ['spanish'])).toEqual({ query: 'delivery time shipping days', translations: [] });
  });
});
