/** CSV (RFC 4180) written for spreadsheets and read back: cells quoted as needed, formulas neutralised. */

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark (accented names otherwise turn to mojibake). */
export const CSV_BOM = '\uFEFF';

// A spreadsheet runs a cell that starts with one of these as a formula (=HYPERLINK(...) can leak
// data); a leading quote makes it text. https://owasp.org/www-community/attacks/CSV_Injection
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-like text neutralised, then quoted per RFC 4180 when it holds a quote, comma or line break. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A record: cells joined by commas, ended by CRLF (RFC 4180). */
export function csvRow(values: (string | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The records of a CSV text (a leading byte order mark dropped): quoted cells may hold commas,
 * doubled quotes and line breaks; CRLF, LF and CR end records; blank lines are skipped. Row
 * numbers in errors count records from 1 (the header).
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let cellStarted = false;
  let i = text.startsWith(CSV_BOM) ? 1 : 0;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '' || cellStarted) rows.push(row);
    row = [];
    cell = '';
    cellStarted = false;
  };
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else {
        quoted = false;
        const next = text[i + 1];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
          throw new CsvSyntaxError(rows.length + 1, 'text after a closing quote (a quote inside a cell must be doubled)');
        }
      }
    } else if (ch === '"' && cell === '') {
      quoted = true;
      cellStarted = true;
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
      cellStarted = true;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += ch;
  }
  if (quoted) throw new CsvSyntaxError(rows.length + 1, 'a quoted cell is never closed');
  if (cell !== '' || row.length > 0 || cellStarted) endRow();
  return rows;
}
