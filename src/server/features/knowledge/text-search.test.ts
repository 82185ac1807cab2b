import { describe, expect, it } from 'vitest';
import { detectLanguage, foldAccents, queryTerms } from './text-search';

describe('text search helpers', () => {
  it('folds accents so accented and plain spellings meet', () => {
    expect(foldAccents('Atención en Ñuñoa, envíos')).toBe('Atencion en Nunoa, envios');
  });

  it('tells Spanish from English by function words', () => {
    expect(detectLanguage('¿Cuál es el horario de atención de la tienda?')).toBe('spanish');
    expect(detectLanguage('What are the opening hours of the store?')).toBe('english');
    expect(detectLanguage('Tent', 'spanish')).toBe('spanish');
  });

  it('builds an OR query of safe terms only', () => {
    expect(queryTerms("How long does délivery take? It's 3 days & (x) | ! days")).toEqual(['how', 'long', 'does', 'delivery', 'take', 'it', '3', 'days']);
    expect(queryTerms('?! .')).toEqual([]);
  });
});
