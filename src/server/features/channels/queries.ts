import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { channelConfigs } from '../../db/schema';

const columns = { channel: channelConfigs.channel, phoneNumber: channelConfigs.phoneNumber, apiKeyEnc: channelConfigs.apiKeyEnc, apiKeyHint: channelConfigs.apiKeyHint };
export type ChannelConfigRow = { channel: string; phoneNumber: string | null; apiKeyEnc: string | null; apiKeyHint: string | null };

export async function listChannelConfigs(db: Db, agentId: string): Promise<ChannelConfigRow[]> {
  return db.select(columns).from(channelConfigs).where(eq(channelConfigs.agentId, agentId));
}

/** Saves one channel's settings; a null key keeps the stored one. */
export async function upsertChannelConfig(
  db: Db,
  values: { agentId: string; channel: string; phoneNumber: string | null; apiKeyEnc: string | null; apiKeyHint: string | null },
  now: Date,
): Promise<ChannelConfigRow> {
  const keep = values.apiKeyEnc === null;
  const [row] = await db
    .insert(channelConfigs)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [channelConfigs.agentId, channelConfigs.channel],
      set: {
        phoneNumber: values.phoneNumber,
        updatedAt: now,
        ...(keep ? {} : { apiKeyEnc: values.apiKeyEnc, apiKeyHint: values.apiKeyHint }),
      },
    })
    .returning(columns);
  return row;
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
