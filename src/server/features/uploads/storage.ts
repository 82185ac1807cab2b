import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { UPLOAD_CONTENT_TYPES } from '../../../common/widgets';

/*
 * Uploaded files live under DATA_DIR/uploads, each with a JSON sidecar holding its metadata, so
 * no table is needed. Several web processes must share DATA_DIR (or wait for S3 support).
 */

export const OBJECT_NAME = /^[A-Za-z0-9_-]{16,64}$/;

const sidecar = z.object({
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  size: z.number(),
  ownerId: z.string(),
  createdAt: z.string(),
});
export type StoredObjectMeta = z.infer<typeof sidecar>;

export const uploadsDir = (dataDir: string) => path.resolve(dataDir, 'uploads');

/**
 * Stores the bytes under `name`; false when the name is taken (each upload address works once).
 * The sidecar is created exclusively first, so two racing PUTs cannot both win.
 */
export async function saveObject(dir: string, name: string, bytes: Buffer, meta: StoredObjectMeta): Promise<boolean> {
  await mkdir(dir, { recursive: true });
  const metaFile = path.join(dir, `${name}.json`);
  try {
    await writeFile(metaFile, JSON.stringify(meta), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    const partial = path.join(dir, `${name}.part`);
    await writeFile(partial, bytes);
    await rename(partial, path.join(dir, name));
    return true;
  } catch (err) {
    await unlink(metaFile).catch(() => undefined);
    throw err;
  }
}

/** The stored file and its metadata; null when unknown or incomplete. */
export async function openObject(dir: string, name: string): Promise<{ meta: StoredObjectMeta; size: number; stream: ReadStream } | null> {
  if (!OBJECT_NAME.test(name)) return null;
  try {
    const meta = sidecar.parse(JSON.parse(await readFile(path.join(dir, `${name}.json`), 'utf8')));
    const file = path.join(dir, name);
    const { size } = await stat(file);
    return { meta, size, stream: createReadStream(file) };
  } catch {
    return null;
  }
}
