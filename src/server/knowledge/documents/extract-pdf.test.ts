import { describe, expect, it } from 'vitest';
import { DocumentParseError } from './document-parse-error';
import { extractPdf } from './extract-pdf';
import { buildPdf } from './test-files';

const LINE = 'BT /F1 12 Tf 72 720 Td (All work and no play makes Jack a dull boy.) Tj ET\n';
const pages = (count: number, lines: number) => Array.from({ length: count }, () => LINE.repeat(lines));

describe('extractPdf', () => {
  it('lets the event loop run while it reads a long PDF', async () => {
    await extractPdf(buildPdf(pages(1, 1))); // loads pdf.js, once per process
    // pdf.js hands its work along through promises alone: unpaced, these pages hold the loop throughout
    const pdf = buildPdf(pages(150, 100));
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    try {
      const { text } = await extractPdf(pdf);
      expect(text).toContain('All work and no play makes Jack a dull boy.');
    } finally {
      clearInterval(ticker);
    }
    longestGap = Math.max(longestGap, performance.now() - last);
    expect(performance.now() - started).toBeGreaterThan(longestGap * 2);
    expect(longestGap).toBeLessThan(500);
  });

  it('stops reading once the text passes the limit', async () => {
    const error: unknown = await extractPdf(buildPdf(pages(5, 100), { compress: true }), 2_000).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DocumentParseError);
    expect((error as DocumentParseError).reason).toBe('too_large');
  });
});
