/** Verified visitor identity: each agent's secret that the site's server signs its user ids with (docs/decisions/0045). */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { agents, projects, visitors } from './schema';

export const agentIdentitySecrets = pgTable('agent_identity_secrets', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  /** sealed with the instance secret (platform/secrets.ts); shown once when made, never again */
  sealedSecret: text('sealed_secret').notNull(),
  createdAt: createdAt(),
});

/**
 * The channels' own ids of a visitor (a phone number, a Telegram, Slack or Meta user id, an
 * e-mail address), each naming one visitor per project; linking two visitors moves the ids, so
 * the next message on either channel finds the merged profile (docs/decisions/0054).
 */
export const visitorChannelIds = pgTable(
  'visitor_channel_ids',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => visitors.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 16 }).notNull(),
    externalId: varchar('external_id', { length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('visitor_channel_ids_identity_idx').on(t.projectId, t.channel, t.externalId),
    index('visitor_channel_ids_visitor_idx').on(t.visitorId),
    // the Visitors list's search by a channel id (starts with)
    index('visitor_channel_ids_search_idx').on(t.projectId, sql`lower(${t.externalId}) text_pattern_ops`),
  ],
);
