import type { Config } from '../../config';

/**
 * Where traces go, from the standard OpenTelemetry variables: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
 * as it is, else OTEL_EXPORTER_OTLP_ENDPOINT with `/v1/traces` added (as the specification says);
 * null when neither is set, and nothing about tracing is loaded.
 */
export function tracesEndpoint(config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'>): string | null {
  if (config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!base) return null;
  return `${base.replace(/\/+$/, '')}/v1/traces`;
}

/** OTEL_EXPORTER_OTLP_HEADERS: `key=value` pairs split by commas, each part URL-encoded (W3C Baggage style). */
export function parseOtlpHeaders(value: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const key = decodeURIComponent(pair.slice(0, at).trim());
    const text = decodeURIComponent(pair.slice(at + 1).trim());
    if (key) headers[key] = text;
  }
  return headers;
}
