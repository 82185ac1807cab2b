import { csvRow } from '../../platform/csv';
import type { VisitorSummary } from '../../../common/visitors';

export const VISITOR_CSV_COLUMNS = ['id', 'status', 'external_id', 'name', 'email', 'phone', 'channel_ids', 'conversations', 'first_seen_at', 'last_seen_at'] as const;

export function visitorCsvHeader(): string {
  return csvRow([...VISITOR_CSV_COLUMNS]);
}

/** One visitor; its channel ids as 'channel:id' separated by spaces. Cells are neutralised by csvRow. */
export function visitorCsvRow(v: VisitorSummary): string {
  return csvRow([
    v.id,
    v.status,
    v.externalId,
    v.name,
    v.email,
    v.phone,
    v.channelIds.map((c) => `${c.channel}:${c.externalId}`).join(' '),
    String(v.conversations),
    v.firstSeenAt,
    v.lastSeenAt,
  ]);
}

/** `visitors-YYYY-MM-DD.csv` for the day of the export (UTC). */
export function visitorsCsvFilename(now: Date): string {
  return `visitors-${now.toISOString().slice(0, 10)}.csv`;
}
