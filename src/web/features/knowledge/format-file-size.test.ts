import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('uses the largest unit that fits', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(3120, 'en')).toBe('3 kB');
    expect(formatFileSize(11 * 1024 * 1024 + 9, 'en')).toBe('11 MB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'es')).toBe('1,5 MB');
  });
});
