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

  it('needs a version id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readOptions(script({}), 'en')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
