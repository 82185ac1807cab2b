import { csvRow } from '../../platform/csv';

/** The columns every export starts with; the owner's field keys follow. */
export const LEAD_CSV_COLUMNS = ['created_at', 'agent', 'channel', 'name', 'email', 'phone'] as const;

export interface CsvLead {
  createdAt: string;
  agentName: string | null;
  channel: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  fields: Record<string, string>;
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
