import { describe, expect, it } from 'vitest';
import { detectLanguage, detectQuestionLanguage, foldAccents } from './text-search';

describe('text search helpers', () => {
  it('folds accents so accented and plain spellings meet', () => {
    expect(foldAccents('Atención en Ñuñoa, envíos')).toBe('Atencion en Nunoa, envios');
  });

  it('tells Spanish from English by function words', () => {
    expect(detectLanguage('¿Cuál es el horario de atención de la tienda?')).toBe('spanish');
    expect(detectLanguage('What are the opening hours of the store?')).toBe('english');
    expect(detectLanguage('Tent', 'spanish')).toBe('spanish');
  });

  it('reads Spanish marks in short questions, and says nothing when a question does not tell', () => {
    expect(detectQuestionLanguage('¿Configurar impresoras?')).toBe('spanish');
    expect(detectQuestionLanguage('instalación de paquetes')).toBe('spanish');
    expect(detectQuestionLanguage('printer setup')).toBeNull();
  });
});
