/** The fields of a pdf.js text item this module reads. */
export interface PdfTextItem {
  str: string;
  /** [a, b, c, d, x, y] in PDF user space (origin bottom-left). */
  transform: number[];
  width: number;
  hasEOL: boolean;
}

export interface PdfLine {
  text: string;
  y: number;
  /** The largest font size on the line, in points. */
  size: number;
}

// Items closer than this (in font sizes) to the line's baseline belong to it: sub- and superscripts.
const SAME_LINE_TOLERANCE = 0.5;
// A horizontal gap wider than this (in font sizes) between two items is a word break.
const WORD_GAP = 0.15;

interface OpenLine {
  parts: string[];
  y: number;
  size: number;
  endX: number;
}

/** Groups one page's text items, in content order, into visual lines. */
export function groupPdfLines(items: readonly PdfTextItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let open: OpenLine | null = null;
  let lineEnded = false;
  for (const item of items) {
    if (item.str === '') {
      lineEnded ||= item.hasEOL;
      continue;
    }
    const [a, b, c, d, x, y] = item.transform;
    const size = Math.hypot(c, d) || Math.hypot(a, b) || 1;
    if (open === null || lineEnded || Math.abs(y - open.y) > open.size * SAME_LINE_TOLERANCE) {
      if (open) lines.push(closeLine(open));
      open = { parts: [item.str], y, size, endX: x + item.width };
    } else {
      const joinsWord = x - open.endX <= size * WORD_GAP || /\s$/.test(open.parts.at(-1) ?? '') || /^\s/.test(item.str);
      if (!joinsWord) open.parts.push(' ');
      open.parts.push(item.str);
      open.endX = x + item.width;
      open.size = Math.max(open.size, size);
    }
    lineEnded = item.hasEOL;
  }
  if (open) lines.push(closeLine(open));
  return lines.filter((line) => line.text !== '');
}

function closeLine(line: OpenLine): PdfLine {
  return { text: line.parts.join('').replace(/\s+/g, ' ').trim(), y: line.y, size: line.size };
}
