import { describe, expect, it } from 'vitest';
import { parseOtlpHeaders, tracesEndpoint } from './tracing-config';

describe('tracing configuration', () => {
  it('adds /v1/traces to the base endpoint and takes the traces endpoint as it is', () => {
    expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toBe('http://collector:4318/v1/traces');
    expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://cloud.langfuse.com/api/public/otel' })).toBe('https://cloud.langfuse.com/api/public/otel/v1/traces');
    expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://a:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://b:4318/custom' })).toBe('http://b:4318/custom');
    expect(tracesEndpoint({})).toBeNull();
  });

  it('reads headers as URL-encoded key=value pairs', () => {
    expect(parseOtlpHeaders('Authorization=Basic%20cGs6c2s=,x-team = ops')).toEqual({ Authorization: 'Basic cGs6c2s=', 'x-team': 'ops' });
    expect(parseOtlpHeaders(undefined)).toEqual({});
    expect(parseOtlpHeaders('broken,=x')).toEqual({});
  });
});
