import { describe, expect, it } from 'vitest';
import { formatStepValue } from './step-value';

describe('formatStepValue', () => {
  it('indents objects and arrays as JSON', () => {
    expect(formatStepValue({ to: 'a@example.com', n: 1 })).toBe('{\n  "to": "a@example.com",\n  "n": 1\n}');
    expect(formatStepValue([1, 2])).toBe('[\n  1,\n  2\n]');
  });

  it('shows a clipped output text as it is', () => {
    expect(formatStepValue('{"a":1… (20 more characters)')).toBe('{"a":1… (20 more characters)');
  });

  it('has nothing to show for absent or empty values', () => {
    expect(formatStepValue(undefined)).toBeNull();
    expect(formatStepValue(null)).toBeNull();
    expect(formatStepValue({})).toBeNull();
    expect(formatStepValue('  ')).toBeNull();
  });

  it('keeps numbers and booleans', () => {
    expect(formatStepValue(0)).toBe('0');
    expect(formatStepValue(false)).toBe('false');
  });
});
