import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows 2 decimals, and a cost under a cent as such rather than $0.00', () => {
    expect(formatMoney('12.345678')).toBe('$12.35');
    expect(formatMoney('0.000840')).toBe('<$0.01');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney('0.006')).toBe('$0.01');
    expect(formatMoney('not a number')).toBe('$0.00');
  });
});
