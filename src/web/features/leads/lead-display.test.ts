import { describe, expect, it } from 'vitest';
import { leadFieldEntries, leadLabel } from './lead-display';

describe('lead display', () => {
  it('names a lead by its name, e-mail or phone, in that order', () => {
    expect(leadLabel({ name: 'Ana', email: 'ana@example.com', phone: null })).toBe('Ana');
    expect(leadLabel({ name: null, email: 'ana@example.com', phone: '+34 600' })).toBe('ana@example.com');
    expect(leadLabel({ name: '', email: null, phone: '+34 600' })).toBe('+34 600');
    expect(leadLabel({ name: null, email: null, phone: null })).toBeNull();
  });

  it('lists owner fields by name without blanks', () => {
    expect(leadFieldEntries({ company: 'Acme', budget: '5k', notes: ' ' })).toEqual([
      ['budget', '5k'],
      ['company', 'Acme'],
    ]);
  });
});
