import { describe, expect, it } from 'vitest';
import { settingsErrorKey, settingsLimits } from './settings-limits';

describe('settingsLimits', () => {
  it('reads the bounds from the shared schema', () => {
    expect(settingsLimits('chunkSize')).toEqual({ min: 100, max: 2000 });
    expect(settingsLimits('chunkOverlap')).toEqual({ min: 0, max: 500 });
    expect(settingsLimits('topK')).toEqual({ min: 1, max: 20 });
  });
});

describe('settingsErrorKey', () => {
  it('tells a missing number, a bound and the overlap rule apart', () => {
    expect(settingsErrorKey('topK', 'invalid_type')).toBe('wholeNumber');
    expect(settingsErrorKey('chunkSize', 'too_small')).toBe('chunkSizeRange');
    expect(settingsErrorKey('topK', 'too_big')).toBe('topKRange');
    expect(settingsErrorKey('chunkOverlap', 'custom')).toBe('overlapTooLarge');
  });
});
