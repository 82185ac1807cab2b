import { escapeHeadingMarks } from '../heading-marks';
import type { PdfLine } from './pdf-lines';

// Font sizes are compared in half points; a heading is at least this much larger than the body text.
const HEADING_RATIO = 1.2;
const MAX_HEADING_LENGTH = 150;
const MAX_HEADING_LEVEL = 6;
// Between lines of one paragraph the baseline advances about one line height; a paragraph break
// leaves this much more than the page's usual advance.
const PARAGRAPH_GAP_FACTOR = 1.25;
const DEFAULT_LINE_ADVANCE = 1.2;
// Beyond double spacing the usual advance is the paragraph gap itself (one-line paragraphs).
const MAX_LINE_ADVANCE = 2;
const PAGE_NUMBER = /^(?:(?:page|p\.)\s*)?\d{1,4}(?:\s*(?:\/|of)\s*\d{1,4})?$|^[-–—]\s*\d{1,4}\s*[-–—]$/i;
const BULLET = /^[•◦▪▫‣●○■□–-]\s+/;
const SENTENCE_END = /[.!?:;"'”’)\]]$/;

interface Block {
  text: string;
  level: number;
}

/** Lays out the lines of every page as paragraphs separated by blank lines, larger type as `#` headings. */
export function layoutPdfText(pages: readonly PdfLine[][]): string {
  const bodyLines = pages.map(dropPageNumbers);
  const bodySize = findBodySize(bodyLines);
  const headingLevel = rankHeadingSizes(bodyLines, bodySize);
  const blocks: Block[] = [];
  for (const lines of bodyLines) {
    const pageBlocks = splitParagraphs(lines, bodySize, headingLevel);
    const previous = blocks.at(-1);
    const first = pageBlocks[0];
    // A paragraph running over a page break: no sentence end before it, lower case after it.
    if (previous && first && previous.level === 0 && first.level === 0 && !SENTENCE_END.test(previous.text) && /^\p{Ll}/u.test(first.text)) {
      previous.text = joinLine(previous.text, first.text);
      pageBlocks.shift();
    }
    blocks.push(...pageBlocks);
  }
  return blocks.map((block) => (block.level > 0 ? `${'#'.repeat(block.level)} ${block.text}` : escapeHeadingMarks(block.text))).join('\n\n');
}

function dropPageNumbers(lines: PdfLine[]): PdfLine[] {
  return lines.filter((line, index) => (index !== 0 && index !== lines.length - 1) || !PAGE_NUMBER.test(line.text));
}

const halfPoints = (size: number) => Math.round(size * 2) / 2;

function findBodySize(pages: readonly PdfLine[][]): number {
  const charsBySize = new Map<number, number>();
  for (const line of pages.flat()) {
    const size = halfPoints(line.size);
    charsBySize.set(size, (charsBySize.get(size) ?? 0) + line.text.length);
  }
  let body = 0;
  let most = -1;
  for (const [size, chars] of charsBySize) {
    if (chars > most) [body, most] = [size, chars];
  }
  return body;
}

function isHeadingSize(size: number, bodySize: number): boolean {
  return halfPoints(size) >= bodySize * HEADING_RATIO;
}

function rankHeadingSizes(pages: readonly PdfLine[][], bodySize: number): Map<number, number> {
  const sizes = new Set<number>();
  for (const line of pages.flat()) {
    if (isHeadingSize(line.size, bodySize) && line.text.length <= MAX_HEADING_LENGTH) sizes.add(halfPoints(line.size));
  }
  const ranked = [...sizes].sort((a, b) => b - a);
  return new Map(ranked.map((size, index) => [size, Math.min(index + 1, MAX_HEADING_LEVEL)]));
}

function splitParagraphs(lines: readonly PdfLine[], bodySize: number, headingLevel: Map<number, number>): Block[] {
  const breakRatio = typicalAdvance(lines, bodySize) * PARAGRAPH_GAP_FACTOR;
  const blocks: Block[] = [];
  let current: Block | null = null;
  let previous: PdfLine | null = null;
  for (const line of lines) {
    const level = isHeadingSize(line.size, bodySize) ? (headingLevel.get(halfPoints(line.size)) ?? 0) : 0;
    const advance = previous ? (previous.y - line.y) / line.size : 0;
    const startsBlock =
      current === null ||
      level !== current.level ||
      halfPoints(line.size) !== halfPoints(previous?.size ?? 0) ||
      advance <= 0 ||
      advance > breakRatio ||
      BULLET.test(line.text);
    if (startsBlock) {
      current = { text: line.text.replace(BULLET, '- '), level };
      blocks.push(current);
    } else if (current) {
      current.text = joinLine(current.text, line.text);
    }
    previous = line;
  }
  return blocks.map((block) => (block.level > 0 && block.text.length > MAX_HEADING_LENGTH ? { ...block, level: 0 } : block));
}

/** The usual baseline advance between body lines on this page, in font sizes. */
function typicalAdvance(lines: readonly PdfLine[], bodySize: number): number {
  const advances: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const [above, below] = [lines[i - 1], lines[i]];
    if (halfPoints(above.size) !== bodySize || halfPoints(below.size) !== bodySize) continue;
    const advance = (above.y - below.y) / below.size;
    if (advance > 0) advances.push(advance);
  }
  if (advances.length === 0) return DEFAULT_LINE_ADVANCE;
  advances.sort((a, b) => a - b);
  return Math.min(Math.max(advances[Math.floor(advances.length / 2)], 1), MAX_LINE_ADVANCE);
}

// A line ending in a hyphen after a letter was split inside a word or compound; keep the hyphen, drop the space.
function joinLine(text: string, next: string): string {
  return /\p{L}-$/u.test(text) ? `${text}${next}` : `${text} ${next}`;
}
