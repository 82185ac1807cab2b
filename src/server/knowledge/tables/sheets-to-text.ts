import { contentTooLargeError, MAX_TEXT_CHARS } from '../documents/content-limits';
import { escapeHeadingMarks } from '../heading-marks';
import type { Sheet } from './sheet';
import { formatTableRows } from './table-rows';

/** Each sheet under its name as a heading, one paragraph per row; throws past the text limit. */
export function sheetsToText(sheets: Sheet[]): string {
  const paragraphs: string[] = [];
  let length = 0;
  for (const sheet of sheets) {
    const { rows } = formatTableRows(sheet.rows, { guessHeader: true });
    if (!rows.length) continue;
    const name = sheet.name?.replace(/\s+/g, ' ').trim();
    if (name) paragraphs.push(`## ${name}`);
    for (const row of rows) {
      length += row.length + 2;
      if (length > MAX_TEXT_CHARS) throw contentTooLargeError(MAX_TEXT_CHARS);
      paragraphs.push(escapeHeadingMarks(row));
    }
  }
  return paragraphs.join('\n\n');
}
