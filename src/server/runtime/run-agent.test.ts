import { describe, expect, it } from 'vitest';
import { toSnippet } from './run-agent';

describe('toSnippet', () => {
  it('reads a passage as plain text: no heading marks, table rules or cell bars', () => {
    const passage = '## Store hours\n\n| Day | Open | Close |\n|---|---|---|\n| Monday to Friday | 9:00 am | 6:00 pm |\nCall 555-0100 | ask for Ana.';
    expect(toSnippet(passage)).toBe('Store hours Day · Open · Close Monday to Friday · 9:00 am · 6:00 pm Call 555-0100 · ask for Ana.');
  });

  it('keeps at most 240 characters', () => {
    expect(toSnippet('word '.repeat(100))).toHaveLength(240);
  });
});
