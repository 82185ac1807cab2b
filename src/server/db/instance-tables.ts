/** Instance-wide tables: the waitlist, shared rate-limit counters and the admin's instance settings. */
import { integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './schema';

export const waitlist = pgTable('waitlist', {
  id: id(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  firstName: varchar('first_name', { length: 100 }),
  lastName: varchar('last_name', { length: 100 }),
  profileImageUrl: text('profile_image_url'),
  externalUserId: uuid('external_user_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  status: varchar('status', { length: 16 }).notNull().default('pending'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Fixed-window counters shared by every web process (failed logins, public chat). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 200 }).primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** the instance_settings row every worker loop touches; its updated_at is the heartbeat */
export const HEARTBEAT_KEY = 'worker.heartbeat';

/** Instance-level key/value settings (the generated instance secret lives in DATA_DIR, not here). */
export const instanceSettings = pgTable('instance_settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
