import { describe, expect, it } from 'vitest';
import { chooseTitle } from './choose-title';

describe('chooseTitle', () => {
  it('takes the first heading, passing over a line too long to be one quickly', () => {
    const text = `# Draft${' '.repeat(19_000)}x\n\n## Release notes\n\nText.`;
    const started = performance.now();
    expect(chooseTitle(null, text, 'notes.md')).toBe('Release notes');
    expect(performance.now() - started).toBeLessThan(200);
  });
});
