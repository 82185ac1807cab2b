import { describe, expect, it } from 'vitest';
import { meaningfulStems, stem } from './offline-words';

describe('stem', () => {
  it("gives a word's usual forms one stem, in English and Spanish", () => {
    const forms = ['cancel', 'cancels', 'cancelled', 'cancellation', 'cancellations', 'cancelación', 'cancelar'];
    expect(new Set(forms.flatMap((w) => [...meaningfulStems(w)]))).toEqual(new Set(['cancel']));
    expect(stem('prices')).toBe(stem('price'));
    expect(stem('bookings')).toBe(stem('booking'));
    expect(stem('late')).toBe('late');
  });

  it('keeps only the words that carry meaning, accents folded', () => {
    expect([...meaningfulStems('¿Cuál es el horario de atención?')]).toEqual(['horari', 'atenc']);
    expect([...meaningfulStems('What happens if I return it?')]).toEqual(['return']);
  });
});
