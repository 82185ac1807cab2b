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
        'Item | Price\nCod | €9',
        '1. Served daily.',
      ].join('\n\n'),
    );
  });
});
