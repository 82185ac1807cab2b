import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { PROVIDER_KEY_IDS, type ProviderKeyId } from '../../../common/provider-keys';

const columns = {
  id: apiKeys.id,
  provider: apiKeys.provider,
  keyHash: apiKeys.keyHash,
  keyHint: apiKeys.keyHint,
  baseUrl: apiKeys.baseUrl,
  apiVersion: apiKeys.apiVersion,
  status: apiKeys.status,
  lastUsed: apiKeys.lastUsed,
  lastError: apiKeys.lastError,
  lastCheckedAt: apiKeys.lastCheckedAt,
};

export type StoredProviderKey = Awaited<ReturnType<typeof listProviderKeys>>[number];

export async function listProviderKeys(db: Db, projectId: string) {
  return db
    .select(columns)
    .from(apiKeys)
    .where(and(eq(apiKeys.projectId, projectId), inArray(apiKeys.provider, [...PROVIDER_KEY_IDS])));
}

export async function findProviderKey(db: Db, projectId: string, provider: ProviderKeyId) {
  const rows = await db
    .select(columns)
    .from(apiKeys)
    .where(and(eq(apiKeys.projectId, projectId), eq(apiKeys.provider, provider)))
    .limit(1);
  return rows[0] ?? null;
}

/** One provider key per project and provider: replaces the stored one. */
export async function replaceProviderKey(
  db: Db,
  values: { projectId: string; provider: ProviderKeyId; name: string; keyHash: string; keyHint: string | null; baseUrl: string | null; apiVersion: string | null },
) {
  return db.transaction(async (tx) => {
    await tx.delete(apiKeys).where(and(eq(apiKeys.projectId, values.projectId), eq(apiKeys.provider, values.provider)));
    const [row] = await tx.insert(apiKeys).values({ ...values, status: 'set' }).returning(columns);
    return row;
  });
}

export async function deleteProviderKey(db: Db, projectId: string, provider: ProviderKeyId) {
  await db.delete(apiKeys).where(and(eq(apiKeys.projectId, projectId), eq(apiKeys.provider, provider)));
}

export async function setProviderKeyStatus(db: Db, id: string, status: 'set' | 'invalid', lastError: string | null) {
  await db
    .update(apiKeys)
    .set({ status, lastError, lastCheckedAt: new Date(), updatedAt: new Date() })
    .where(eq(apiKeys.id, id));
}
