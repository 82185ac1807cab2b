import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view';
import { markdownToPlainText, parseInline, parseMarkdown, safeHref } from './markdown';

const html = (text: string) => renderToStaticMarkup(createElement(MarkdownView, { text }));

describe('markdown', () => {
  it('shows HTML in a reply as text, never as markup', () => {
    const out = html('Hi <script>alert(1)</script> <img src=x onerror=alert(2)>');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
  });

  it('renders bold, italics, inline code and line breaks', () => {
    const out = html('**bold** and *it* and _also_ and `x < y`\nnext line');
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('<em>it</em>');
    expect(out).toContain('<em>also</em>');
    expect(out).toMatch(/<code[^>]*>x &lt; y<\/code>/);
    expect(out).toContain('<br/>');
  });

  it('keeps snake_case words and lone asterisks as text', () => {
    expect(parseInline('a snake_case_name and 2 * 3 * 4')).toEqual([{ type: 'text', text: 'a snake_case_name and 2 * 3 * 4' }]);
  });

  it('renders code blocks verbatim, also while a fence is still open', () => {
    expect(html('```js\nconst a = "<b>";\n```')).toMatch(/<pre[^>]*><code>const a = &quot;&lt;b&gt;&quot;;<\/code><\/pre>/);
    expect(parseMarkdown('text\n```\nstill streaming')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'text' }] },
      { type: 'code', lang: '', text: 'still streaming' },
    ]);
  });

  it('renders bullet and numbered lists', () => {
    const out = html('- one\n- **two**\n\n3. three\n4. four');
    expect(out).toMatch(/<ul[^>]*><li>one<\/li><li><strong>two<\/strong><\/li><\/ul>/);
    expect(out).toMatch(/<ol start="3"[^>]*><li>three<\/li><li>four<\/li><\/ol>/);
  });

  it('links only http(s) and mailto, opening safely', () => {
    const out = html('[site](https://example.com/a?b=1) [mail](mailto:a@b.c) [bad](javascript:alert(1)) [data](data:text/html,x)');
    expect(out).toContain('<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow"');
    expect(out).toContain('href="mailto:a@b.c"');
    expect(out).not.toContain('javascript:alert(1)"');
    expect(out).not.toContain('href="data:');
    expect(out).toContain('[bad](javascript:alert(1))');
    expect(safeHref(' JAVASCRIPT:alert(1)')).toBeNull();
  });

  it('turns bare web addresses into links without the trailing punctuation', () => {
    expect(parseInline('See https://example.com/docs.')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', href: 'https://example.com/docs', children: [{ type: 'text', text: 'https://example.com/docs' }] },
      { type: 'text', text: '.' },
    ]);
  });
});

describe('markdownToPlainText', () => {
  it('keeps the words and drops the marks', () => {
    expect(markdownToPlainText('Hi, I am **Olga** from the [team](https://example.com).')).toBe('Hi, I am Olga from the team.');
    expect(markdownToPlainText('# Hours\n\n- Mon: *9-5*\n- Sat: `closed`')).toBe('Hours Mon: 9-5 Sat: closed');
    expect(markdownToPlainText('a  <script>x</script>\nb')).toBe('a <script>x</script> b');
  });
});
