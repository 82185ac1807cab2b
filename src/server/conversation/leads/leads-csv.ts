/** The columns every export starts with; the owner's field keys follow. */
export const LEAD_CSV_COLUMNS = ['created_at', 'agent', 'channel', 'name', 'email', 'phone'] as const;

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark (accented names otherwise turn to mojibake). */
export const CSV_BOM = '\uFEFF';

export interface CsvLead {
  createdAt: string;
  agentName: string | null;
  channel: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  fields: Record<string, string>;
}

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

export function leadCsvHeader(fieldKeys: string[]): string {
  return csvRow([...LEAD_CSV_COLUMNS, ...fieldKeys]);
}

export function leadCsvRow(lead: CsvLead, fieldKeys: string[]): string {
  return csvRow([lead.createdAt, lead.agentName, lead.channel, lead.name, lead.email, lead.phone, ...fieldKeys.map((k) => lead.fields[k])]);
}

/** `leads-YYYY-MM-DD.csv` for the day of the export (UTC). */
export function leadsCsvFilename(now: Date): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}
