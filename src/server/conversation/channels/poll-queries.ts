import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { channelConfigs } from '../../db/channel-tables';
import type { ChannelConfigRow } from './queries';

export async function listChannelConfigsOfKind(db: Db, channel: string): Promise<ChannelConfigRow[]> {
  return db.select().from(channelConfigs).where(eq(channelConfigs.channel, channel));
}

/**
 * Takes a config's poll lease until `untilMs` unless another worker holds it; answers the cursor
 * the last poll left (`settings.pollCursor`), or undefined when the lease is taken.
 */
export async function takePollLease(db: Db, configId: string, nowMs: number, untilMs: number): Promise<{ cursor: unknown } | undefined> {
  const rows = await queryRows<{ cursor: unknown }>(
    db,
    sql`update channel_configs set settings = settings || jsonb_build_object('pollLeaseUntil', ${untilMs}::float8)
        where id = ${configId}::uuid and coalesce((settings->>'pollLeaseUntil')::float8, 0) < ${nowMs}::float8
        returning settings->'pollCursor' as cursor`,
  );
  return rows[0] ? { cursor: rows[0].cursor ?? null } : undefined;
}

/** Gives the lease back, with the cursor to start from next time (undefined keeps the stored one). */
export async function releasePollLease(db: Db, configId: string, cursor: unknown): Promise<void> {
  const patch = cursor === undefined ? sql`jsonb_build_object('pollLeaseUntil', 0)` : sql`jsonb_build_object('pollLeaseUntil', 0, 'pollCursor', ${JSON.stringify(cursor)}::jsonb)`;
  await db.execute(sql`update channel_configs set settings = settings || ${patch} where id = ${configId}::uuid`);
}
