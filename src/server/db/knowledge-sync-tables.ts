/** Re-syncs of a dataset's web pages (scheduled or asked for), with what each one changed. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { datasets } from './schema';

export const datasetSyncs = pgTable(
  'dataset_syncs',
  {
    id: id(),
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    /** schedule or manual */
    trigger: varchar('trigger', { length: 16 }).notNull(),
    /** queued, running, done, failed */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
  },
  (t) => [
    index('dataset_syncs_dataset_idx').on(t.datasetId, t.queuedAt),
    // one sync at a time per dataset, whoever asks (the schedule, a button, two workers)
    uniqueIndex('dataset_syncs_one_active_idx').on(t.datasetId).where(sql`${t.status} in ('queued', 'running')`),
  ],
);
