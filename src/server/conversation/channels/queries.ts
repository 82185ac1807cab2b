import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { queryNamed, queryRows, type Db } from '../../db/client';
import { channelConfigs, channelMessages } from '../../db/channel-tables';

export type ChannelConfigRow = typeof channelConfigs.$inferSelect;

export async function listChannelConfigs(db: Db, agentId: string): Promise<ChannelConfigRow[]> {
  return db.select().from(channelConfigs).where(eq(channelConfigs.agentId, agentId));
}

export async function findChannelConfig(db: Db, agentId: string, channel: string): Promise<ChannelConfigRow | null> {
  const [row] = await db.select().from(channelConfigs).where(and(eq(channelConfigs.agentId, agentId), eq(channelConfigs.channel, channel))).limit(1);
  return row ?? null;
}

export async function findConfigByRoute(db: Db, channel: string, routeKey: string): Promise<ChannelConfigRow | null> {
  const [row] = await db.select().from(channelConfigs).where(and(eq(channelConfigs.channel, channel), eq(channelConfigs.routeKey, routeKey))).limit(1);
  return row ?? null;
}

export async function findConfigsByVerifyHash(db: Db, verifyHash: string, channel = 'whatsapp'): Promise<ChannelConfigRow[]> {
  return db.select().from(channelConfigs).where(and(eq(channelConfigs.channel, channel), eq(channelConfigs.verifyHash, verifyHash))).limit(1);
}

export async function findConfigById(db: Db, id: string): Promise<ChannelConfigRow | null> {
  const [row] = await db.select().from(channelConfigs).where(eq(channelConfigs.id, id)).limit(1);
  return row ?? null;
}

/** Another agent's config already routed by this key (a number serves one agent). */
export async function routeTakenByOther(db: Db, channel: string, routeKey: string, agentId: string): Promise<boolean> {
  const [row] = await db.select({ agentId: channelConfigs.agentId }).from(channelConfigs).where(and(eq(channelConfigs.channel, channel), eq(channelConfigs.routeKey, routeKey))).limit(1);
  return Boolean(row && row.agentId !== agentId);
}

export async function upsertChannelConfig(
  db: Db,
  values: { agentId: string; channel: string; routeKey: string; settings: Record<string, unknown>; secretsEnc: string; secretHint: string; verifyHash: string | null },
  now: Date,
): Promise<ChannelConfigRow> {
  const [row] = await db
    .insert(channelConfigs)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [channelConfigs.agentId, channelConfigs.channel],
      // new settings start a clean record: an error of the old ones says nothing about these
      set: { routeKey: values.routeKey, settings: values.settings, secretsEnc: values.secretsEnc, secretHint: values.secretHint, verifyHash: values.verifyHash, lastError: null, lastErrorAt: null, updatedAt: now },
    })
    .returning();
  return row;
}

export async function deleteChannelConfig(db: Db, agentId: string, channel: string): Promise<boolean> {
  const rows = await db.delete(channelConfigs).where(and(eq(channelConfigs.agentId, agentId), eq(channelConfigs.channel, channel))).returning({ id: channelConfigs.id });
  return rows.length > 0;
}

export async function recordChannelError(db: Db, configId: string, error: string, at: Date): Promise<void> {
  await db.update(channelConfigs).set({ lastError: error.slice(0, 1000), lastErrorAt: at }).where(eq(channelConfigs.id, configId));
}

export type InboundMessage = {
  configId: string;
  channel: string;
  providerMessageId: string;
  sender: string;
  kind: 'text' | 'unsupported';
  body: string | null;
  /** what the channel needs to answer in place (see channel_messages.meta) */
  meta?: Record<string, unknown> | null;
};
export type ChannelMessageRow = typeof channelMessages.$inferSelect;

/**
 * Stores a batch of inbound messages, each the first time its provider id is seen, and queues a
 * reply job for each one stored, in one statement (one round trip, one commit). Answers the keys
 * (`${channel}:${providerMessageId}`) of those stored; a repeat (a retried webhook) is left out.
 */
export async function insertInboundMessages(db: Db, messages: InboundMessage[], job: { kind: string; maxAttempts: number }): Promise<Set<string>> {
  const rows = await queryNamed<{ channel: string; provider_message_id: string }>(db, 'insert_inbound_messages', INSERT_INBOUND, [
    messages.map((m) => m.configId),
    messages.map((m) => m.channel),
    messages.map((m) => m.providerMessageId),
    messages.map((m) => m.sender),
    messages.map((m) => m.kind),
    messages.map((m) => m.body),
    messages.map((m) => (m.meta ? JSON.stringify(m.meta) : null)),
    job.kind,
    job.maxAttempts,
  ]);
  return new Set(rows.map((r) => inboundKey(r.channel, r.provider_message_id)));
}

export const inboundKey = (channel: string, providerMessageId: string) => `${channel}:${providerMessageId}`;

// a named statement: the webhooks' hot path is planned once per connection
const INSERT_INBOUND = `with stored as (
    insert into channel_messages (config_id, channel, provider_message_id, sender, kind, body, meta)
    select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::jsonb[])
    on conflict (channel, provider_message_id) do nothing
    returning id, config_id, channel, provider_message_id, sender),
  -- one sender's messages are answered one at a time, in the order they came
  queued as (
    insert into jobs (kind, payload, max_attempts, group_key)
    select $8, jsonb_build_object('messageId', id), $9::int, config_id || ':' || sender from stored)
  select channel, provider_message_id from stored`;

export async function findChannelMessages(db: Db, ids: string[]): Promise<Map<string, ChannelMessageRow>> {
  const rows = await db.select().from(channelMessages).where(inArray(channelMessages.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The newest message a sender wrote on a config: what an operator's reply answers. */
export async function latestMessageFrom(db: Db, configId: string, sender: string): Promise<ChannelMessageRow | null> {
  const [row] = await db
    .select()
    .from(channelMessages)
    .where(and(eq(channelMessages.configId, configId), eq(channelMessages.sender, sender)))
    .orderBy(desc(channelMessages.createdAt))
    .limit(1);
  return row ?? null;
}

/** The run answering the message is stored: the text is no longer needed. */
export async function attachRun(db: Db, messageId: string, runId: string): Promise<void> {
  await db.update(channelMessages).set({ runId, body: null }).where(eq(channelMessages.id, messageId));
}

/**
 * The message is answered; when the reply went out, its channel is healthy again. One statement,
 * and the channel's row is written at most once a second while it stays healthy: on a busy channel
 * every reply would otherwise queue on that one row's lock.
 */
export async function markReplied(db: Db, messageId: string, at: Date, delivered: boolean): Promise<void> {
  const when = at.toISOString();
  await db.execute(sql`with replied as (
      update channel_messages set replied_at = ${when}::timestamptz, body = null
      where id = ${messageId} and replied_at is null
      returning config_id)
    update channel_configs set last_message_at = ${when}::timestamptz
    where ${delivered} and id = (select config_id from replied)
      and (last_message_at is null or last_message_at < ${when}::timestamptz - interval '1 second' or last_error_at >= last_message_at)`);
}

/** Provider ids are remembered for 30 days: Twilio and Meta retry for far less. */
export async function deleteOldChannelMessages(db: Db, before: Date): Promise<void> {
  await db.delete(channelMessages).where(lt(channelMessages.createdAt, before));
}

export async function storedRunOutput(db: Db, runId: string): Promise<{ output: string | null; status: string } | null> {
  const rows = await queryRows<{ agent_output: string | null; status: string }>(db, sql`select agent_output, status from agent_runs where id = ${runId}`);
  return rows[0] ? { output: rows[0].agent_output, status: rows[0].status } : null;
}

const num = (v: unknown) => Number(v ?? 0);

/** Production (non-test) turns and conversations of an agent, per channel, plus the last seven UTC days. */
export async function agentDeploymentFigures(db: Db, agentId: string, since: Date) {
  const runs = await queryRows<{ channel: string; turns: string; errors: string; limited: string; latency_sum: string | null; answered: string }>(
    db,
    sql`select channel, count(*) as turns,
          count(*) filter (where status = 'error') as errors,
          count(*) filter (where status = 'limited') as limited,
          sum(latency) filter (where status = 'completed') as latency_sum,
          count(latency) filter (where status = 'completed') as answered
        from agent_runs where agent_id = ${agentId} and not is_test group by channel`,
  );
  const convs = await queryRows<{ channel: string; n: string }>(
    db,
    sql`select channel, count(*) as n from conversations where agent_id = ${agentId} and not is_test group by channel`,
  );
  const days = await queryRows<{ day: string; n: string }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n
        from agent_runs where agent_id = ${agentId} and not is_test and created_at >= ${since.toISOString()}::timestamptz group by 1`,
  );
  return {
    runs: runs.map((r) => ({ channel: r.channel, turns: num(r.turns), errors: num(r.errors), limited: num(r.limited), latencySum: num(r.latency_sum), answered: num(r.answered) })),
    conversations: convs.map((c) => ({ channel: c.channel, count: num(c.n) })),
    days: new Map(days.map((d) => [d.day, num(d.n)])),
  };
}
