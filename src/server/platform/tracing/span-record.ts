/** An attribute value a span carries (OpenTelemetry's primitive values and lists of strings). */
export type SpanValue = string | number | boolean | string[];

/**
 * One finished operation, described after it happened: domains build these plain records (no
 * OpenTelemetry types), and the exporter, loaded only when tracing is on, turns a tree of them
 * into spans with these very times.
 */
export interface SpanRecord {
  name: string;
  /** epoch milliseconds */
  start: number;
  end: number;
  attributes: Record<string, SpanValue | null | undefined>;
  /** an error span carries the message as its status */
  error?: string | null;
  children?: SpanRecord[];
  /** a root's trace id (32 hex digits), so the spans of one long operation (a workflow execution's node jobs) share a trace; random when absent */
  traceId?: string;
}

/** A uuid as a trace id: its 32 hex digits. */
export function traceIdOf(uuid: string): string | undefined {
  const hex = uuid.replace(/-/g, '').toLowerCase();
  return /^[0-9a-f]{32}$/.test(hex) && !/^0+$/.test(hex) ? hex : undefined;
}
