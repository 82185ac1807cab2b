import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
export async function findKeyByHashMarkingUse(db: Db, keyHash: string, now: Date): Promise<{ id: string; projectId: string } | null> {
  const rows = await db
    .select({ id: apiKeys.id, projectId: apiKeys.projectId, lastUsed: apiKeys.lastUsed })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), eq(apiKeys.provider, PLATFORM_PROVIDER), eq(apiKeys.isActive, true)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (!row.lastUsed || now.getTime() - row.lastUsed.getTime() > 60_000) {
    const minuteAgo = new Date(now.getTime() - 60_000);
    await db
      .update(apiKeys)
      .set({ lastUsed: now })
      .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsed), lt(apiKeys.lastUsed, minuteAgo))));
  }
  return { id: row.id, projectId: row.projectId };
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
