import { z } from 'zod';

/** The Analytics page's time ranges. */
export const ANALYTICS_RANGES = ['24h', '7d', '30d', '90d'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** Display constants. */
export const ANALYTICS_DISPLAY = { topAgents: 3, responseTimeAgents: 5, recentActivity: 10 } as const;

/** GET /api/projects/{id}/analytics?range=…&agentId=… (premium) and its CSV export. */
export const analyticsQuery = z.object({
  range: z.enum(ANALYTICS_RANGES, { error: 'Use 24h, 7d, 30d or 90d' }),
  agentId: z.uuid({ error: 'Invalid agent id' }).optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

/** Counters shared by the totals and every breakdown; dollars are decimal strings (6 decimals). */
const runFigures = z.object({
  runs: z.number(),
  /** runs that answered (status completed) */
  completed: z.number(),
  errors: z.number(),
  /** 0-100, rounded; null with no runs */
  successRate: z.number().nullable(),
  /** milliseconds; null with no runs */
  avgLatency: z.number().nullable(),
  /** milliseconds, estimated from latency buckets (see docs/decisions/0011); null with no runs */
  p95Latency: z.number().nullable(),
  tokens: z.number(),
  /** the runs with a known price; runs of a model without one are counted in unpricedRuns instead (docs/decisions/0035) */
  cost: z.string(),
  unpricedRuns: z.number(),
});
export type RunFigures = z.infer<typeof runFigures>;

export const analyticsReport = z.object({
  range: z.enum(ANALYTICS_RANGES),
  /** the first bucket's start and the end of the range (now), ISO */
  from: z.string(),
  to: z.string(),
  /** 'hour' for 24h, 'day' (UTC days) otherwise */
  bucket: z.enum(['hour', 'day']),
  totals: runFigures.extend({
    conversations: z.number(),
    leads: z.number(),
    /** thumbs up / down given by visitors on replies of the range */
    ratingsUp: z.number(),
    ratingsDown: z.number(),
    /** percentage of thumbs up among rated replies, rounded; null with no ratings */
    satisfaction: z.number().nullable(),
  }),
  /** one entry per bucket, oldest first, including empty ones */
  volume: z.array(z.object({ start: z.string(), conversations: z.number(), runs: z.number(), errors: z.number(), cost: z.string(), unpricedRuns: z.number() })),
  byAgent: z.array(
    runFigures.extend({
      agentId: z.string(),
      agentName: z.string(),
      conversations: z.number(),
      ratingsUp: z.number(),
      ratingsDown: z.number(),
      /** runs where a guardrail check fired */
      guardrailRuns: z.number(),
    }),
  ),
  /** '' is runs that recorded no model */
  byModel: z.array(runFigures.extend({ model: z.string() })),
  byChannel: z.array(runFigures.extend({ channel: z.string(), conversations: z.number() })),
  /** the newest production runs of the range, each opening its conversation */
  recentActivity: z.array(
    z.object({
      id: z.string(),
      agentId: z.string(),
      agentName: z.string(),
      conversationId: z.string().nullable(),
      channel: z.string(),
      status: z.string(),
      userInput: z.string(),
      latency: z.number().nullable(),
      /** null when the run's model has no known price */
      cost: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReport>;
