import { TOOL_OUTPUT_MAX_CHARS } from '../../../common/tools';

/** what one cell may hold before it is clipped */
const CELL_MAX_CHARS = 1000;

export interface QueryAnswer {
  rows: Record<string, unknown>[];
  rowCount: number;
  /** more rows existed than the cap (or than fit in what the model reads) */
  truncated: boolean;
}

function jsonCell(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Buffer.isBuffer(value)) return `\\x${value.subarray(0, CELL_MAX_CHARS / 2).toString('hex')}`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'string' && value.length > CELL_MAX_CHARS) return `${value.slice(0, CELL_MAX_CHARS)}…`;
  if (value !== null && typeof value === 'object') {
    const text = JSON.stringify(value);
    return text.length > CELL_MAX_CHARS ? `${text.slice(0, CELL_MAX_CHARS)}…` : value;
  }
  return value;
}

/**
 * The rows as the model reads them: at most `maxRows`, each cell JSON-safe and clipped, and only
 * as many rows as fit in the tool output limit.
 */
export function shapeRows(raw: Record<string, unknown>[], maxRows: number): QueryAnswer {
  let truncated = raw.length > maxRows;
  const rows: Record<string, unknown>[] = [];
  let size = 64;
  for (const row of raw.slice(0, maxRows)) {
    const shaped = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, jsonCell(v)]));
    size += JSON.stringify(shaped).length + 1;
    if (size > TOOL_OUTPUT_MAX_CHARS) {
      truncated = true;
      break;
    }
    rows.push(shaped);
  }
  return { rows, rowCount: rows.length, truncated };
}

/** The owner's query as a derived table, so only a single read statement fits and the database stops at the cap. */
export function cappedQuery(text: string, maxRows: number): string {
  const body = text.trim().replace(/;\s*$/, '');
  return `SELECT * FROM (\n${body}\n) AS agentforge_rows LIMIT ${Math.floor(maxRows) + 1}`;
}
