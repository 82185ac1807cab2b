import { Counter, Gauge, Histogram, Registry, type LabelValues } from 'prom-client';

/** A count of one turn the agent ran, with what it spent. */
export interface TurnMetric {
  provider: string;
  channel: string;
  status: string;
  tokensIn: number;
  tokensOut: number;
  /** null when the model has no known price: the cost counter adds nothing for it */
  costUsd: number | null;
}

/**
 * This process's Prometheus metrics (each web and worker process exposes its own; Prometheus sums
 * them). One registry per app, so tests and several apps in one process do not share counts.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const turns = new Counter({ name: 'agentforge_turns_total', help: 'Agent turns run, by model provider, channel and outcome', labelNames: ['provider', 'channel', 'status'] as const, registers });
  const tokens = new Counter({ name: 'agentforge_tokens_total', help: 'Model tokens, by provider, channel and direction (in, out)', labelNames: ['provider', 'channel', 'direction'] as const, registers });
  const cost = new Counter({ name: 'agentforge_cost_usd_total', help: 'Model cost in US dollars from the price table, by provider and channel', labelNames: ['provider', 'channel'] as const, registers });
  const toolCalls = new Counter({ name: 'agentforge_tool_calls_total', help: 'Tool calls made by agents, by tool type and outcome', labelNames: ['tool_type', 'outcome'] as const, registers });
  const ingestedItems = new Counter({ name: 'agentforge_ingested_items_total', help: 'Knowledge items (pages, files) made searchable, by item type', labelNames: ['type'] as const, registers });
  const ingestedChunks = new Counter({ name: 'agentforge_ingested_chunks_total', help: 'Passages indexed from knowledge items, by item type', labelNames: ['type'] as const, registers });
  const jobsQueued = new Gauge({ name: 'agentforge_jobs_queued', help: 'Jobs waiting in the durable queue (read at scrape time), by kind', labelNames: ['kind'] as const, registers });
  const traceSpans = new Counter({ name: 'agentforge_trace_spans_total', help: 'Trace spans handed to the OTLP exporter, by outcome: exported, or dropped (queue full, collector unreachable)', labelNames: ['outcome'] as const, registers });
  const oldestJobAge = new Gauge({ name: 'agentforge_oldest_job_age_seconds', help: 'How long the oldest due queued job has waited (0 when none; read at scrape time)', registers });

  // A child per label combination, kept: the chat path records on every request.
  const httpChildren = new Map<string, ReturnType<typeof httpDuration.labels>>();

  return {
    registry,
    contentType: registry.contentType,
    observeHttp(method: string, route: string, statusCode: number, seconds: number) {
      const key = `${method} ${route} ${statusCode}`;
      let child = httpChildren.get(key);
      if (!child) {
        child = httpDuration.labels(method, route, String(statusCode));
        httpChildren.set(key, child);
      }
      child.observe(seconds);
    },
    recordTurn(t: TurnMetric) {
      turns.inc({ provider: t.provider, channel: t.channel, status: t.status });
      if (t.tokensIn > 0) tokens.inc({ provider: t.provider, channel: t.channel, direction: 'in' }, t.tokensIn);
      if (t.tokensOut > 0) tokens.inc({ provider: t.provider, channel: t.channel, direction: 'out' }, t.tokensOut);
      if (t.costUsd !== null && t.costUsd > 0) cost.inc({ provider: t.provider, channel: t.channel }, t.costUsd);
    },
    recordToolCall(toolType: string, outcome: string) {
      toolCalls.inc({ tool_type: toolType, outcome });
    },
    recordTraceSpans(outcome: 'exported' | 'dropped', count: number) {
      traceSpans.inc({ outcome }, count);
    },
    recordIngestion(type: string, chunks: number) {
      ingestedItems.inc({ type });
      if (chunks > 0) ingestedChunks.inc({ type }, chunks);
    },
    /** the queue gauges, set from a fresh read just before a scrape */
    setJobGauges(queued: { kind: string; count: number }[], oldestAgeSeconds: number) {
      jobsQueued.reset();
      for (const q of queued) jobsQueued.set({ kind: q.kind } as LabelValues<'kind'>, q.count);
      oldestJobAge.set(oldestAgeSeconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
