import { describe, expect, it } from 'vitest';
import { docxHtmlToText } from './docx-html-to-text';

describe('docxHtmlToText', () => {
  it('keeps headings, nested lists and table rows readable', () => {
    const html =
      '<h1>Prices</h1><h2></h2><p>Fish &amp; chips<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup></p>' +
      '<ol><li>Order<ul><li>at the counter</li></ul></li><li>Pay</li></ol>' +
      '<table><tr><th><p>Item</p></th><th><p>Price</p></th></tr><tr><td><p>Cod</p></td><td><p>&#8364;9</p></td></tr></table>' +
      '<ol><li id="footnote-1"><p>Served daily. <a href="#footnote-ref-1">↑</a></p></li></ol>';
    expect(docxHtmlToText(html)).toBe(
      [
        '# Prices',
        'Fish & chips[1]',
        '1. Order\n  - at the counter\n2. Pay',
        'Item: Cod; Price: €9',
        '1. Served daily.',
      ].join('\n\n'),
    );
  });

  it('guesses that the first row of labels names its columns, and keeps other tables as rows', () => {
    const html =
      '<table><tr><td><p>Room</p></td><td><p>Price &lt;high&gt;</p></td></tr><tr><td><p>Junior</p><p>suite</p></td><td><p>320</p></td></tr></table>' +
      '<p>Between</p><table><tr><td>2024</td><td>1.5</td></tr><tr><td>2025</td><td><table><tr><td>1.7</td></tr></table></td></tr></table>';
    expect(docxHtmlToText(html)).toBe('Room: Junior suite; Price <high>: 320\n\nBetween\n\n2024 | 1.5\n2025 | 1.7');
  });
});
