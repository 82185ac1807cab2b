import { describe, expect, it } from 'vitest';
import { formatCost, formatLatency, formatStepValue, formatTokens, readVisitor, shownVisitor } from './conversation-format';

describe('conversation figures', () => {
  it('shows costs in dollars with 4 decimals', () => {
    expect(formatCost(0)).toBe('$0.0000');
    expect(formatCost(0.000125)).toBe('$0.0001');
    expect(formatCost(1.23456)).toBe('$1.2346');
    expect(formatCost(Number.NaN)).toBe('$0.0000');
  });

  it('shows latency in ms under a second and in seconds above, in the interface language', () => {
    expect(formatLatency(null, 'en')).toBeNull();
    expect(formatLatency(842.4, 'en')).toBe('842 ms');
    expect(formatLatency(1250, 'en')).toBe('1.3 s');
    expect(formatLatency(1250, 'es')).toBe('1,3 s');
  });

  it('groups token counts', () => {
    expect(formatTokens(12345, 'en')).toBe('12,345');
  });

  it('reads the visitor name and e-mail when they are known', () => {
    expect(readVisitor(null)).toEqual({ name: null, email: null });
    expect(readVisitor({ name: ' Ana ', email: 'ana@example.com', phone: 1 })).toEqual({ name: 'Ana', email: 'ana@example.com' });
    expect(readVisitor({ name: '', email: 42 })).toEqual({ name: null, email: null });
  });

  it('formats tool arguments and outputs', () => {
    expect(formatStepValue(undefined)).toBeNull();
    expect(formatStepValue({})).toBeNull();
    expect(formatStepValue('  ')).toBeNull();
    expect(formatStepValue({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});

describe('shownVisitor', () => {
  it('prefers the identity the site sent, named by its name or its user id, and says whether it was verified', () => {
    expect(shownVisitor({ visitor: { name: 'Page said' }, identifiedVisitor: null })).toEqual({ name: 'Page said', email: null, verified: null });
    expect(shownVisitor({ visitor: { name: 'Page said', email: 'p@x.io' }, identifiedVisitor: { externalId: 'u-1', name: 'Ada', email: null, verified: true } })).toEqual({
      name: 'Ada',
      email: 'p@x.io',
      verified: true,
    });
    expect(shownVisitor({ visitor: null, identifiedVisitor: { externalId: 'u-2', name: null, email: 'u@x.io', verified: false } })).toEqual({ name: 'u-2', email: 'u@x.io', verified: false });
  });
});
