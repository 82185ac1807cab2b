/** One name/value line of the webhook node's headers. Stored values come back as SECRET_MASK and are sent back as it to keep them. */
export interface HeaderRow {
  name: string;
  value: string;
}

export function headersToRows(headers: Record<string, string>): HeaderRow[] {
  return Object.entries(headers).map(([name, value]) => ({ name, value }));
}

/** The map the API takes: names trimmed, rows without a name left out. */
export function rowsToHeaders(rows: readonly HeaderRow[]): Record<string, string> {
  return Object.fromEntries(rows.filter((row) => row.name.trim() !== '').map((row) => [row.name.trim(), row.value]));
}
