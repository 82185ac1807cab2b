import type { TableRow } from './table-rows';

/** One sheet of a spreadsheet (a CSV file is one sheet without a name). */
export interface Sheet {
  name: string | null;
  rows: TableRow[];
}
