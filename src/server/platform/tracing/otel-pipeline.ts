import type { Attributes, Context, Tracer } from '@opentelemetry/api';
import type { IdGenerator, ReadableSpan, Span, SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { SpanRecord } from './span-record';

/**
 * The only module that uses OpenTelemetry: `tracing.ts` loads it with `import()` when an OTLP
 * endpoint is configured, and it loads the packages with `import()` too (the server bundle would
 * otherwise hoist static imports to its start), so an instance without one never loads the SDK (ADR 0044).
 */
async function loadSdk() {
  const [api, exporter, resources, sdk, semconv] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/semantic-conventions'),
  ]);
  return { api, exporter, resources, sdk, semconv };
}
type Sdk = Awaited<ReturnType<typeof loadSdk>>;
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
  constructor(private readonly random: IdGenerator) {}
  generateTraceId(): string {
    return this.next ?? this.random.generateTraceId();
  }
  generateSpanId(): string {
    return this.random.generateSpanId();
  }
}

function emitRoot(api: Sdk['api'], tracer: Tracer, ids: ChosenTraceIds, record: SpanRecord): void {
  ids.next = record.traceId;
  try {
    emitTree(api, tracer, record, api.ROOT_CONTEXT);
  } finally {
    ids.next = undefined;
  }
}

function emitTree(api: Sdk['api'], tracer: Tracer, record: SpanRecord, parent: Context): void {
  const span = tracer.startSpan(record.name, { startTime: record.start, attributes: attributesOf(record) }, parent);
  if (record.error) span.setStatus({ code: api.SpanStatusCode.ERROR, message: record.error });
  const inside = api.trace.setSpan(parent, span);
  for (const child of record.children ?? []) emitTree(api, tracer, child, inside);
  span.end(Math.max(record.end, record.start));
}

export async function createPipeline(options: PipelineOptions): Promise<Pipeline> {
  const { api, exporter: otlp, resources, sdk, semconv } = await loadSdk();
  const { OTLPTraceExporter } = otlp;
  const { BasicTracerProvider, BatchSpanProcessor, RandomIdGenerator } = sdk;
  const accounting = new Accounting(options);
  const exporter = countingExporter(new OTLPTraceExporter({ url: options.url, headers: options.headers, timeoutMillis: 10_000 }), accounting);
  const batch = new BatchSpanProcessor(exporter, {
    maxQueueSize: options.maxQueueSize,
    maxExportBatchSize: Math.min(512, options.maxQueueSize),
    scheduledDelayMillis: options.scheduledDelayMillis,
    exportTimeoutMillis: 15_000,
  });
  const ids = new ChosenTraceIds(new RandomIdGenerator());
  const provider = new BasicTracerProvider({
    idGenerator: ids,
    resource: resources.resourceFromAttributes({ [semconv.ATTR_SERVICE_NAME]: options.serviceName, [semconv.ATTR_SERVICE_VERSION]: options.serviceVersion }),
    spanProcessors: [boundedProcessor(batch, accounting)],
  });
  const tracer = provider.getTracer('agentforge', options.serviceVersion);
  return {
    emit: (root) => emitRoot(api, tracer, ids, root),
    shutdown: () => provider.shutdown(),
    forceFlush: () => provider.forceFlush(),
  };
}
