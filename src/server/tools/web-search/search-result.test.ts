import { describe, expect, it } from 'vitest';
import { SNIPPET_MAX_CHARS, toPlainText, toSearchResult } from './search-result';

describe('toPlainText', () => {
  it('removes tags and comments, decodes entities, collapses spaces', () => {
    expect(toPlainText('The <strong>best</strong> boots <!-- ad -->for &amp; hikers&#x27; feet&#33;')).toBe("The best boots for & hikers' feet!");
    expect(toPlainText('a &lt;script&gt;alert(1)&lt;/script&gt; b')).toBe('a alert(1) b');
    expect(toPlainText('2 < 3 and 5 > 4')).toBe('2 < 3 and 5 > 4');
    expect(toPlainText(undefined)).toBe('');
  });

  it('clips on a word boundary with an ellipsis, within the limit', () => {
    const text = toPlainText('word '.repeat(200), SNIPPET_MAX_CHARS);
    expect(text.length).toBeLessThanOrEqual(SNIPPET_MAX_CHARS);
    expect(text.endsWith('word…')).toBe(true);
  });
});

describe('toSearchResult', () => {
  it('keeps web addresses only, and a relevance score clamped to 0-1', () => {
    expect(toSearchResult({ title: 'T', url: 'javascript:alert(1)', content: 'x' }, 'content')).toBeNull();
    expect(toSearchResult({ url: 'https://a.example/', content: 'x', score: 1.7 }, 'content', 'score')).toEqual({ title: 'https://a.example/', url: 'https://a.example/', snippet: 'x', score: 1 });
  });
});
