import { ROOT_CONTEXT, SpanStatusCode, trace, type Attributes, type Context, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, RandomIdGenerator, type IdGenerator, type ReadableSpan, type Span, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import type { SpanRecord } from './span-record';

/**
 * The only module that imports OpenTelemetry: `tracing.ts` loads it with `import()` when an OTLP
 * endpoint is configured, so an instance without one never loads the SDK (ADR 0044).
 */
export interface PipelineOptions {
  url: string;
  headers: Record<string, string>;
  serviceName: string;
  serviceVersion: string;
  maxQueueSize: number;
  scheduledDelayMillis: number;
  /** spans that will never reach the collector: the queue was full, or their export failed */
  onDropped: (count: number) => void;
  onExported: (count: number) => void;
}

export interface Pipeline {
  emit: (root: SpanRecord) => void;
  shutdown: () => Promise<void>;
  forceFlush: () => Promise<void>;
}

/**
 * Counts what the batch processor does not tell: spans are admitted while fewer than `maxQueueSize`
 * are waiting or being sent (so the processor's own queue never overflows silently), and each
 * export's outcome releases them, exported or dropped.
 */
class Accounting {
  pending = 0;
  constructor(private readonly options: PipelineOptions) {}

  admit(): boolean {
    if (this.pending >= this.options.maxQueueSize) {
      this.options.onDropped(1);
      return false;
    }
    this.pending++;
    return true;
  }

  settle(count: number, ok: boolean): void {
    this.pending = Math.max(0, this.pending - count);
    if (ok) this.options.onExported(count);
    else this.options.onDropped(count);
  }
}

function countingExporter(inner: SpanExporter, accounting: Accounting): SpanExporter {
  return {
    export(spans, done) {
      inner.export(spans, (result) => {
        accounting.settle(spans.length, result.code === 0);
        done(result);
      });
    },
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}

function boundedProcessor(inner: SpanProcessor, accounting: Accounting): SpanProcessor {
  return {
    onStart: (span: Span, parent) => inner.onStart(span, parent),
    onEnd(span: ReadableSpan) {
      if (accounting.admit()) inner.onEnd(span);
    },
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush(),
  };
}

function attributesOf(record: SpanRecord): Attributes {
  const out: Attributes = {};
  for (const [key, value] of Object.entries(record.attributes)) if (value !== null && value !== undefined) out[key] = value;
  return out;
}

/** Random ids, except a root's trace id when its record names one. */
class ChosenTraceIds implements IdGenerator {
  next: string | undefined;
  private readonly random = new RandomIdGenerator();
  generateTraceId(): string {
    return this.next ?? this.random.generateTraceId();
  }
  generateSpanId(): string {
    return this.random.generateSpanId();
  }
}

function emitRoot(tracer: Tracer, ids: ChosenTraceIds, record: SpanRecord): void {
  ids.next = record.traceId;
  try {
    emitTree(tracer, record, ROOT_CONTEXT);
  } finally {
    ids.next = undefined;
  }
}

function emitTree(tracer: Tracer, record: SpanRecord, parent: Context): void {
  const span = tracer.startSpan(record.name, { startTime: record.start, attributes: attributesOf(record) }, parent);
  if (record.error) span.setStatus({ code: SpanStatusCode.ERROR, message: record.error });
  const inside = trace.setSpan(parent, span);
  for (const child of record.children ?? []) emitTree(tracer, child, inside);
  span.end(Math.max(record.end, record.start));
}

export function createPipeline(options: PipelineOptions): Pipeline {
  const accounting = new Accounting(options);
  const exporter = countingExporter(new OTLPTraceExporter({ url: options.url, headers: options.headers, timeoutMillis: 10_000 }), accounting);
  const batch = new BatchSpanProcessor(exporter, {
    maxQueueSize: options.maxQueueSize,
    maxExportBatchSize: Math.min(512, options.maxQueueSize),
    scheduledDelayMillis: options.scheduledDelayMillis,
    exportTimeoutMillis: 15_000,
  });
  const ids = new ChosenTraceIds();
  const provider = new BasicTracerProvider({
    idGenerator: ids,
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName, [ATTR_SERVICE_VERSION]: options.serviceVersion }),
    spanProcessors: [boundedProcessor(batch, accounting)],
  });
  const tracer = provider.getTracer('agentforge', options.serviceVersion);
  return {
    emit: (root) => emitRoot(tracer, ids, root),
    shutdown: () => provider.shutdown(),
    forceFlush: () => provider.forceFlush(),
  };
}
