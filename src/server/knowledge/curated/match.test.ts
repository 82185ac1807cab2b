import { describe, expect, it } from 'vitest';
import { buildPairIndex, findBestPair } from './match';

const index = buildPairIndex([
  { id: 'hours', language: 'en', lexemes: [['open', 'hour'], ['open']] },
  { id: 'ship', language: 'en', lexemes: [['much', 'ship', 'cost']] },
  { id: 'envio', language: 'es', lexemes: [['cuest', 'envi']] },
]);
const question = (en: string[], es: string[] = en, language: 'en' | 'es' | null = 'en') => ({ language, lexemes: { en, es } });

describe('curated matching', () => {
  it('scores twice the shared words over the words of both sides', () => {
    expect(findBestPair(index, question(['much', 'ship', 'cost']))).toEqual({ id: 'ship', score: 1 });
    expect(findBestPair(index, question(['ship', 'cost', 'gift', 'card', 'price']))).toEqual({ id: 'ship', score: 0.5 });
    expect(findBestPair(index, question([]))).toBeNull();
  });

  it('takes the best phrasing of each pair', () => {
    expect(findBestPair(index, question(['open', 'time']))).toEqual({ id: 'hours', score: 2 / 3 });
    expect(findBestPair(index, question(['hour', 'open']))).toEqual({ id: 'hours', score: 1 });
  });

  it('leaves asking words out on both sides', () => {
    expect(findBestPair(index, question(['want', 'open', 'pleas']))).toEqual({ id: 'hours', score: 1 });
  });

  it("matches only pairs in the question's language, both when it cannot be told", () => {
    expect(findBestPair(index, question(['cuest', 'envi'], ['cuest', 'envi'], 'en'))).toBeNull();
    expect(findBestPair(index, question(['cuest', 'envi'], ['cuest', 'envi'], 'es'))).toEqual({ id: 'envio', score: 1 });
    expect(findBestPair(index, question(['cost'], ['cuest', 'envi'], null))).toEqual({ id: 'envio', score: 1 });
  });

  it('finds nothing when no word is shared', () => {
    expect(findBestPair(index, question(['gift', 'card']))).toBeNull();
  });
});
