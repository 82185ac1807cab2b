import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { agentVersions, apiKeys, widgetHtmlConfigs } from '../../db/schema';

export const PLATFORM_PROVIDER = 'platform';

const keyColumns = { id: apiKeys.id, name: apiKeys.name, keyHint: apiKeys.keyHint, createdAt: apiKeys.createdAt, lastUsed: apiKeys.lastUsed };
export type PlatformKeyRow = { id: string; name: string; keyHint: string | null; createdAt: Date; lastUsed: Date | null };

export async function listPlatformKeys(db: Db, projectId: string): Promise<PlatformKeyRow[]> {
  return db
    .select(keyColumns)
    .from(apiKeys)
    .where(and(eq(apiKeys.projectId, projectId), eq(apiKeys.provider, PLATFORM_PROVIDER), eq(apiKeys.isActive, true)))
    .orderBy(desc(apiKeys.createdAt));
}

export async function insertPlatformKey(db: Db, values: { projectId: string; name: string; keyHash: string; keyHint: string }): Promise<PlatformKeyRow> {
  const [row] = await db
    .insert(apiKeys)
    .values({ ...values, provider: PLATFORM_PROVIDER })
    .returning(keyColumns);
  return row;
}

/** Revokes a key of the project; false when there is no such active key. */
export async function revokePlatformKey(db: Db, projectId: string, keyId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ isActive: false, updatedAt: now })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.projectId, projectId), eq(apiKeys.provider, PLATFORM_PROVIDER), eq(apiKeys.isActive, true)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The active key with this hash, marking it used; lastUsed is written at most once a minute per key. */
/**
 * The active platform key with this hash (null for none or no hash) and the address's wrong-key
 * counter in its current window, in one statement: every API call reads both. A key's last use is
 * written at most once a minute.
 */
export async function findKeyByHashMarkingUse(
  db: Db,
  keyHash: string | null,
  failureCounter: string,
  now: Date,
): Promise<{ key: { id: string; projectId: string } | null; failures: { count: number; resetAt: Date } | null }> {
  const [row] = await queryRows<{ id: string | null; project_id: string | null; last_used: string | Date | null; count: number | null; reset_at: string | Date | null }>(
    db,
    sql`select k.id, k.project_id, k.last_used, r.count, r.reset_at
        from (values (1)) as one (x)
        left join api_keys k on k.key_hash = ${keyHash} and k.provider = ${PLATFORM_PROVIDER} and k.is_active
        left join rate_limits r on r.key = ${failureCounter} and r.reset_at > ${now.toISOString()}::timestamptz
        limit 1`,
  );
  const failures = row?.count != null && row.reset_at != null ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : null;
  if (!row?.id || !row.project_id) return { key: null, failures };
  const lastUsed = row.last_used ? new Date(row.last_used) : null;
  if (!lastUsed || now.getTime() - lastUsed.getTime() > 60_000) {
    const minuteAgo = new Date(now.getTime() - 60_000);
    await db
      .update(apiKeys)
      .set({ lastUsed: now })
      .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsed), lt(apiKeys.lastUsed, minuteAgo))));
  }
  return { key: { id: row.id, projectId: row.project_id }, failures };
}

/** The version the embed should serve: the public pages show only public versions, the active one first. */
export async function findEmbeddableVersion(db: Db, agentId: string): Promise<string | null> {
  const rows = await db
    .select({ id: agentVersions.id })
    .from(agentVersions)
    .where(and(eq(agentVersions.agentId, agentId), eq(agentVersions.isPublic, true)))
    .orderBy(sql`${agentVersions.isActive} desc`, desc(agentVersions.publishedAt))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function versionBelongsToAgent(db: Db, versionId: string, agentId: string): Promise<boolean> {
  const rows = await db
    .select({ id: agentVersions.id })
    .from(agentVersions)
    .where(and(eq(agentVersions.id, versionId), eq(agentVersions.agentId, agentId)))
    .limit(1);
  return rows.length > 0;
}

export async function widgetBelongsToAgent(db: Db, widgetId: string, agentId: string): Promise<boolean> {
  const rows = await db
    .select({ id: widgetHtmlConfigs.id })
    .from(widgetHtmlConfigs)
    .where(and(eq(widgetHtmlConfigs.id, widgetId), eq(widgetHtmlConfigs.agentId, agentId)))
    .limit(1);
  return rows.length > 0;
}
