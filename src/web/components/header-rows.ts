import { SECRET_MASK } from '@common/tool-configs';

/** One name/value line of a headers editor. */
export interface HeaderRow {
  name: string;
  value: string;
}

/** A row-level problem the server would not explain well (it would drop the header silently). */
export interface HeaderRowProblem {
  index: number;
  field: 'name' | 'value';
  key: 'headerNameMissing' | 'headerNameDuplicate' | 'headerValueMissing' | 'headerMaskRenamed';
}

const isBlank = (row: HeaderRow) => row.name.trim() === '' && row.value === '';

/** Stored headers come back with SECRET_MASK as every value; the rows show it as it is. */
export function headersToRows(headers: Record<string, string>): HeaderRow[] {
  return Object.entries(headers).map(([name, value]) => ({ name, value }));
}

/** The map the API takes: names trimmed, rows without a name left out (the mask is sent back to keep a value). */
export function rowsToHeaders(rows: readonly HeaderRow[]): Record<string, string> {
  return Object.fromEntries(rows.filter((row) => row.name.trim() !== '').map((row) => [row.name.trim(), row.value]));
}

/**
 * Problems that would lose data on save: a value without a name, two rows with one name (HTTP names
 * ignore case), a new header without a value, or a kept (masked) value moved to another name, since
 * the server keeps a stored value only under its own name.
 */
export function findHeaderRowProblems(rows: readonly HeaderRow[], storedNames: readonly string[]): HeaderRowProblem[] {
  const problems: HeaderRowProblem[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (isBlank(row)) return;
    const name = row.name.trim();
    if (name === '') {
      problems.push({ index, field: 'name', key: 'headerNameMissing' });
      return;
    }
    const folded = name.toLowerCase();
    if (seen.has(folded)) problems.push({ index, field: 'name', key: 'headerNameDuplicate' });
    seen.add(folded);
    const stored = storedNames.includes(name);
    if (row.value === SECRET_MASK && !stored) problems.push({ index, field: 'value', key: 'headerMaskRenamed' });
    else if (row.value === '' && !stored) problems.push({ index, field: 'value', key: 'headerValueMissing' });
  });
  return problems;
}
