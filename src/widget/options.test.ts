import { describe, expect, it, vi } from 'vitest';
import { frameUrl, readOptions } from './options';

const script = (dataset: Record<string, string>) => ({ src: 'https://chat.example.com/widget.js', dataset }) as unknown as HTMLScriptElement;

describe('embed script options', () => {
  it('reads the data- attributes and builds the chat frame address on the script origin', () => {
    const o = readOptions(script({ versionId: 'v-1', primaryColor: '#0F766E', theme: 'dark', autoOpen: 'true', position: 'left' }), 'es-ES');
    expect(o).toEqual({
      versionId: 'v-1',
      widgetId: null,
      origin: 'https://chat.example.com',
      primaryColor: '#0F766E',
      theme: 'dark',
      autoOpen: true,
      position: 'left',
      lang: 'es',
      animations: true,
      shadows: true,
      identity: null,
    });
    expect(frameUrl(o!)).toBe('https://chat.example.com/widget/v-1?embed=1&theme=dark&color=%230F766E&lang=es');
  });

  it('falls back to safe defaults for missing or odd values', () => {
    const o = readOptions(script({ versionId: ' v-2 ', primaryColor: 'red;background:url(x)', theme: 'neon', position: 'top' }), 'en-US');
    expect(o).toMatchObject({ versionId: 'v-2', primaryColor: '#667eea', theme: 'light', autoOpen: false, position: 'right', lang: 'en' });
  });

  it("uses a designed widget's config where the tag says nothing", () => {
    const config = { primaryColor: '#123456', theme: 'auto' as const, autoOpen: true, animations: false, shadows: false };
    const o = readOptions(script({ versionId: 'v-3', widgetId: 'w-1', theme: 'dark' }), 'en', config);
    expect(o).toMatchObject({ widgetId: 'w-1', primaryColor: '#123456', theme: 'dark', autoOpen: true, animations: false, shadows: false });
    expect(frameUrl(o!)).toContain('&widget=w-1');
    expect(readOptions(script({ versionId: 'v-3', autoOpen: 'false' }), 'en', config)?.autoOpen).toBe(false);
  });

  it('carries a signed identity in the frame address fragment', () => {
    const signature = 'ab'.repeat(32);
    const o = readOptions(script({ versionId: 'v-4', userId: ' 42 ', userName: 'Ada L', userEmail: 'ada@example.com', userSignature: signature }), 'en');
    expect(o?.identity).toEqual({ userId: '42', name: 'Ada L', email: 'ada@example.com', signature });
    const url = new URL(frameUrl(o!));
    expect(url.search).not.toContain('42');
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({ uid: '42', name: 'Ada L', email: 'ada@example.com', sig: signature });
    expect(readOptions(script({ versionId: 'v-4', userName: 'No id' }), 'en')?.identity).toBeNull();
  });

  it('needs a version id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readOptions(script({}), 'en')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
