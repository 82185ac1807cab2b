import { describe, expect, it } from 'vitest';
import { describeBrowser } from './describe-browser';

describe('describeBrowser', () => {
  it('names the browser and the system a session signed in from', () => {
    expect(describeBrowser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36')).toBe('Chrome · Linux');
    expect(describeBrowser('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15')).toBe('Safari · macOS');
    expect(describeBrowser('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0')).toBe('Edge · Windows');
    expect(describeBrowser('curl/8.0')).toBe('curl/8.0');
    expect(describeBrowser(null)).toBeNull();
  });
});
