/** One table row's cell texts, in column order; `header` marks a row of column names (`<th>`, `<thead>`). */
export interface TableRow {
  cells: string[];
  header?: boolean;
}

export interface FormattedTable {
  rows: string[];
  /** the rows carry their column names */
  named: boolean;
}

const MAX_HEADER_CELL_CHARS = 60;
const NUMBER_LIKE = /^[\d\s.,:%€$£+-]+$/;

/**
 * A table as text a search finds row by row: each row becomes its own paragraph
 * "Column: value; Column: value" so that any one cell finds the row with its column names.
 * Without a row of column names (or one the table's shape suggests) the rows stay ` | `-joined.
 */
export function formatTableRows(rows: TableRow[], { guessHeader }: { guessHeader: boolean }): FormattedTable {
  const filled = rows.map((row) => ({ ...row, cells: row.cells.map(squashCell) })).filter((row) => row.cells.some(Boolean));
  const headerIndex = findHeaderRow(filled, guessHeader);
  if (headerIndex === -1) return { rows: filled.map((row) => row.cells.filter(Boolean).join(' | ')), named: false };
  const names = filled[headerIndex].cells;
  const paragraphs: string[] = [];
  for (const row of filled.slice(headerIndex + 1)) {
    const pairs = row.cells.flatMap((value, i) => (value ? [names[i] ? `${names[i]}: ${value}` : value] : []));
    if (pairs.length) paragraphs.push(pairs.join('; '));
  }
  return { rows: paragraphs, named: true };
}

function findHeaderRow(rows: TableRow[], guessHeader: boolean): number {
  const marked = rows.findIndex((row) => row.header);
  // a marked row of names counts only before the data, as a table's head
  if (marked !== -1 && rows.slice(0, marked).every((row) => row.header)) return marked;
  if (!guessHeader || rows.length < 2) return -1;
  const first = rows[0].cells;
  // a spreadsheet's or a Word table's first row names its columns when every cell is a short label
  const labels = first.filter(Boolean);
  if (labels.length < 2 || labels.length < first.length / 2) return -1;
  return labels.every((cell) => cell.length <= MAX_HEADER_CELL_CHARS && !NUMBER_LIKE.test(cell)) ? 0 : -1;
}

function squashCell(cell: string): string {
  return cell.replace(/\s+/g, ' ').trim();
}
