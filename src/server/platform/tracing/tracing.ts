import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveAppRoot } from '../app-root';
import type { AppDeps } from '../deps';
import type { Pipeline } from './otel-pipeline';
import type { SpanRecord } from './span-record';
import { parseOtlpHeaders, tracesEndpoint } from './tracing-config';

function productVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(resolveAppRoot(), 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Each app's pipeline once loaded (tests build several apps in one process). */
const pipelines = new WeakMap<AppDeps, Promise<Pipeline | null>>();

/** The app's export pipeline, loaded on first use; null when no endpoint is configured. */
function pipelineOf(deps: AppDeps): Promise<Pipeline | null> | null {
  const started = pipelines.get(deps);
  if (started) return started;
  const url = tracesEndpoint(deps.config);
  if (!url) return null;
  const loading = import('./otel-pipeline').then((m) =>
    m.createPipeline({
      url,
      headers: parseOtlpHeaders(deps.config.OTEL_EXPORTER_OTLP_HEADERS),
      serviceName: deps.config.OTEL_SERVICE_NAME,
      serviceVersion: productVersion(),
      maxQueueSize: deps.config.OTEL_BSP_MAX_QUEUE_SIZE,
      scheduledDelayMillis: deps.config.OTEL_BSP_SCHEDULE_DELAY,
      onDropped: (n) => deps.metrics.recordTraceSpans('dropped', n),
      onExported: (n) => deps.metrics.recordTraceSpans('exported', n),
    }),
  );
  // a failed load counts each span tree as dropped, never thrown at a turn
  const pipeline = loading.catch(() => null);
  pipelines.set(deps, pipeline);
  return pipeline;
}

/** Tracing is configured: callers build their span records only then. */
export function tracingEnabled(deps: AppDeps): boolean {
  return tracesEndpoint(deps.config) !== null;
}

function spanCount(record: SpanRecord): number {
  return 1 + (record.children ?? []).reduce((n, c) => n + spanCount(c), 0);
}

/**
 * Hands a finished operation's span tree to the exporter and returns at once: the export is
 * batched in the background, and a slow or unreachable collector never reaches the caller.
 */
export function recordTrace(deps: AppDeps, root: SpanRecord): void {
  const pipeline = pipelineOf(deps);
  if (!pipeline) return;
  void pipeline.then(
    (p) => {
      if (p) p.emit(root);
      else deps.metrics.recordTraceSpans('dropped', spanCount(root));
    },
    () => deps.metrics.recordTraceSpans('dropped', spanCount(root)),
  );
}

const SHUTDOWN_WAIT_MS = 3000;

/** Sends what is queued and stops (on shutdown), waiting a few seconds at most; nothing when tracing was never used. */
export async function shutdownTracing(deps: AppDeps): Promise<void> {
  const pipeline = await (pipelines.get(deps) ?? null);
  if (!pipeline) return;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_WAIT_MS)));
  await Promise.race([pipeline.shutdown().catch(() => undefined), waited]);
  clearTimeout(timer);
}

/** Sends what is queued now (tests, benchmarks). */
export async function flushTraces(deps: AppDeps): Promise<void> {
  const pipeline = await (pipelines.get(deps) ?? null);
  await pipeline?.forceFlush().catch(() => undefined);
}

export { traceIdOf, type SpanRecord, type SpanValue } from './span-record';
