import type { Readable } from 'node:stream';
import { z } from 'zod';
import { UPLOAD_CONTENT_TYPES } from '../../../common/widgets';
import type { ObjectStore } from '../../platform/storage/object-store';

/*
 * Uploaded files are stored as uploads/<name>, each with a JSON sidecar uploads/<name>.json
 * holding its metadata, so no table is needed.
 */

export const OBJECT_NAME = /^[A-Za-z0-9_-]{16,64}$/;

const sidecar = z.object({
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  size: z.number(),
  ownerId: z.string(),
  createdAt: z.string(),
});
export type StoredObjectMeta = z.infer<typeof sidecar>;

const fileKey = (name: string) => `uploads/${name}`;
const metaKey = (name: string) => `uploads/${name}.json`;

/**
 * Stores the bytes under `name`; false when the name is taken (each upload address works once).
 * The sidecar is created exclusively first, so two racing PUTs cannot both win.
 */
export async function saveObject(store: ObjectStore, name: string, bytes: Buffer, meta: StoredObjectMeta): Promise<boolean> {
  if (!(await store.putIfAbsent(metaKey(name), Buffer.from(JSON.stringify(meta))))) return false;
  try {
    await store.put(fileKey(name), bytes);
    return true;
  } catch (err) {
    await store.delete(metaKey(name)).catch(() => undefined);
    throw err;
  }
}

/** The stored file and its metadata; null when unknown or incomplete. */
export async function openObject(store: ObjectStore, name: string): Promise<{ meta: StoredObjectMeta; size: number; stream: Readable } | null> {
  if (!OBJECT_NAME.test(name)) return null;
  const metaBytes = await store.read(metaKey(name));
  const meta = metaBytes ? sidecar.safeParse(safeJson(metaBytes)) : null;
  if (!meta?.success) return null;
  const file = await store.open(fileKey(name));
  return file ? { meta: meta.data, ...file } : null;
}

function safeJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}
