import { describe, expect, it } from 'vitest';
import { isWellNested, markdownToTelegramHtml, splitTelegramHtml } from './telegram-html';

describe('markdownToTelegramHtml', () => {
  it('makes b, i, code, pre and http links, escaping everything else', () => {
    expect(markdownToTelegramHtml('## Hours\n**Open** at *nine* & `a<b`')).toBe('<b>Hours</b>\n<b>Open</b> at <i>nine</i> &amp; <code>a&lt;b</code>');
    expect(markdownToTelegramHtml('```js\nif (a < b) {}\n```')).toBe('<pre>if (a &lt; b) {}</pre>');
    expect(markdownToTelegramHtml('[x](https://a.example/?q="1"&r=2) [y](ftp://a.example)')).toBe('<a href="https://a.example/?q=&quot;1&quot;&amp;r=2">x</a> y (ftp://a.example)');
    expect(markdownToTelegramHtml('<a href="https://evil">hi</a>')).toBe('&lt;a href="https://evil"&gt;hi&lt;/a&gt;');
  });

  it('falls back to escaped plain text when the marks overlap', () => {
    const html = markdownToTelegramHtml('**a *b** c*');
    expect(isWellNested(html)).toBe(true);
    expect(html).not.toContain('<');
  });
});

describe('splitTelegramHtml', () => {
  it('counts visible characters, cuts at sentences, and closes and reopens a tag open at a cut', () => {
    const html = `<b>${'One sentence here. '.repeat(30).trim()}</b>`;
    const parts = splitTelegramHtml(html, 100);
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts) {
      expect(isWellNested(part)).toBe(true);
      expect(part).toMatch(/^<b>.*\.<\/b>$/);
      expect(part.replace(/<[^>]+>/g, '').length).toBeLessThanOrEqual(100);
    }
    expect(splitTelegramHtml('a &amp; b', 5)).toEqual(['a &amp; b']);
  });
});
