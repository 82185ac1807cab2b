/** Rollups of the analytics feature: stored runs summed per agent, hour or day, channel and model (docs/decisions/0011). */
import { bigint, boolean, integer, numeric, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { agents } from './schema';

/** Run sums and conversation counts. `latencyBuckets[i]` counts the runs whose latency fell in bucket i of LATENCY_BUCKET_BOUNDS, for percentiles. */
const sums = () => ({
  agentId: uuid('agent_id')
    .notNull()
    .references(() => agents.id, { onDelete: 'cascade' }),
  channel: varchar('channel', { length: 16 }).notNull(),
  /** '' when the run recorded no model */
  model: varchar('model', { length: 100 }).notNull(),
  isTest: boolean('is_test').notNull(),
  runs: integer('runs').notNull(),
  completed: integer('completed').notNull(),
  errors: integer('errors').notNull(),
  latencySum: bigint('latency_sum', { mode: 'number' }).notNull(),
  latencyCount: integer('latency_count').notNull(),
  latencyBuckets: integer('latency_buckets').array().notNull(),
  tokensIn: bigint('tokens_in', { mode: 'number' }).notNull(),
  tokensOut: bigint('tokens_out', { mode: 'number' }).notNull(),
  /** the runs with a known price (docs/decisions/0035) */
  cost: numeric('cost', { precision: 16, scale: 6 }).notNull(),
  /** runs whose model has no known price, left out of `cost` */
  unpricedRuns: integer('unpriced_runs').notNull().default(0),
  /** conversations started in the period, counted on the row whose model is '' */
  conversations: integer('conversations').notNull().default(0),
});

/** Closed UTC hours of agent_runs (before the watermark 'analytics.rolledUpTo'). */
export const runStatsHourly = pgTable(
  'run_stats_hourly',
  { hour: timestamp('hour', { withTimezone: true }).notNull(), ...sums() },
  (t) => [primaryKey({ columns: [t.agentId, t.hour, t.channel, t.model, t.isTest] })],
);

/** Closed UTC days, summed from the hourly rows (before the watermark 'analytics.dailyRolledUpTo'). */
export const runStatsDaily = pgTable(
  'run_stats_daily',
  { day: timestamp('day', { withTimezone: true }).notNull(), ...sums() },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.channel, t.model, t.isTest] })],
);
