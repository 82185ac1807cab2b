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
}
