/** Messaging channels (SMS, WhatsApp...): an agent's channel settings and the inbound messages seen. */
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { agentRuns, agents } from './schema';

export const channelConfigs = pgTable(
  'channel_configs',
  {
    id: id(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** the channel's kind: sms, whatsapp... */
    channel: varchar('channel', { length: 16 }).notNull(),
    /** what inbound messages are routed by: the Twilio number (E.164) or the WhatsApp phone number id */
    routeKey: varchar('route_key', { length: 64 }),
    /** what is not secret: { accountSid } or {} */
    settings: jsonb('settings').notNull().default({}),
    /** the secrets as one encrypted JSON object (AES-256-GCM): { authToken } or { accessToken, appSecret, verifyToken } */
    secretsEnc: text('secrets_enc'),
    /** the last characters of the token, to tell which one is stored */
    secretHint: varchar('secret_hint', { length: 32 }),
    /** sha256 of the WhatsApp verify token: the subscription handshake names no number, only the token */
    verifyHash: varchar('verify_hash', { length: 64 }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('channel_configs_agent_channel_idx').on(t.agentId, t.channel),
    uniqueIndex('channel_configs_route_idx').on(t.channel, t.routeKey),
    index('channel_configs_verify_idx').on(t.verifyHash),
  ],
);

/**
 * Every inbound message a provider delivered, once: its id is unique per channel, so a retried
 * webhook finds it and is not answered twice. The text is kept only until the run is stored.
 */
export const channelMessages = pgTable(
  'channel_messages',
  {
    id: id(),
    configId: uuid('config_id')
      .notNull()
      .references(() => channelConfigs.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 16 }).notNull(),
    providerMessageId: varchar('provider_message_id', { length: 128 }).notNull(),
    /** where the reply goes: the visitor's number (E.164 for SMS, digits for WhatsApp), chat id, address... */
    sender: varchar('sender', { length: 128 }).notNull(),
    /** text, or unsupported (an image, a location...: answered with a polite note) */
    kind: varchar('kind', { length: 16 }).notNull(),
    body: text('body'),
    /** what the channel needs to answer in place (a thread, a subject, the sender's name); its own shape per channel */
    meta: jsonb('meta'),
    runId: uuid('run_id').references(() => agentRuns.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('channel_messages_provider_idx').on(t.channel, t.providerMessageId), index('channel_messages_created_idx').on(t.createdAt)],
);
