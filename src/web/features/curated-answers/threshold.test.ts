import { describe, expect, it } from 'vitest';
import { thresholdPercent } from './threshold';

describe('thresholdPercent', () => {
  it('places the ends and the default along the slider', () => {
    expect(thresholdPercent(0.3)).toBe(0);
    expect(thresholdPercent(1)).toBe(100);
    expect(thresholdPercent(0.65)).toBeCloseTo(50);
  });
  it('keeps values outside the range at the ends', () => {
    expect(thresholdPercent(0.1)).toBe(0);
    expect(thresholdPercent(2)).toBe(100);
  });
});
