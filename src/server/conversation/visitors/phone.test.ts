import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('keeps a plus and the digits, whatever the spelling', () => {
    expect(normalizePhone('+34 600 11-12.22')).toBe('+34600111222');
    expect(normalizePhone('34600111222')).toBe('+34600111222');
    expect(normalizePhone('(34) 600111222')).toBe('+34600111222');
  });
  it('is null for nothing or too few digits', () => {
    expect(normalizePhone(undefined)).toBeNull();
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone('+12')).toBeNull();
  });
});
