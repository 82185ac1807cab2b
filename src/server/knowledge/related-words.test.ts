import { describe, expect, it } from 'vitest';
import { relatedWords } from './related-words';

describe('English related words (WordNet)', () => {
  it('gives a content word its synonyms, and an inflected one those of its base form', () => {
    expect(relatedWords('How do I purchase a car?', { kinds: ['synonyms'], weight: 0.3 }).split(' ')).toEqual(expect.arrayContaining(['buy', 'automobile']));
    expect(relatedWords('purchased cars', { kinds: ['synonyms'], weight: 0.3 }).split(' ')).toEqual(expect.arrayContaining(['buy', 'automobile']));
  });

  it('leaves stop words alone and never repeats the question’s own words', () => {
    expect(relatedWords('how do you do it with them', { kinds: ['synonyms', 'derived', 'hypernyms'], weight: 0.3 })).toBe('');
    expect(relatedWords('buy or purchase', { kinds: ['synonyms'], weight: 0.3 }).split(' ')).not.toContain('buy');
  });

  it('gives only the kinds asked for', () => {
    expect(relatedWords('purchase', { kinds: ['derived'], weight: 0.3 }).split(' ')).toEqual(['purchaser', 'purchasing']);
    expect(relatedWords('purchase', { kinds: [], weight: 0.3 })).toBe('');
  });
});
