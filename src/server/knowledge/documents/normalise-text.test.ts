import { describe, expect, it } from 'vitest';
import { normaliseText } from './normalise-text';

describe('normaliseText', () => {
  it('trims line ends in time that grows with the text, not with its square', () => {
    const spaces = ' '.repeat(50_000);
    const started = performance.now();
    // a run of spaces inside a line took seconds: each of its spaces was tried as a line end
    expect(normaliseText(`a${spaces}b\n${spaces}\nc `, { keepSpacing: true })).toBe(`a${spaces}b\n\nc`);
    expect(normaliseText(`\n${spaces}a  b${spaces}\nc`)).toBe('a b\nc');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
