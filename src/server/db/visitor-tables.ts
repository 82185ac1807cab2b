/** Verified visitor identity: each agent's secret that the site's server signs its user ids with (docs/decisions/0045). */
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { agents } from './schema';

export const agentIdentitySecrets = pgTable('agent_identity_secrets', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  /** sealed with the instance secret (platform/secrets.ts); shown once when made, never again */
  sealedSecret: text('sealed_secret').notNull(),
  createdAt: createdAt(),
});
