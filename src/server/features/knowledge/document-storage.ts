import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';

/* Uploaded documents are kept under DATA_DIR/knowledge/<datasetId>/<itemId> so Reindex can parse them again. */

const datasetDir = (dataDir: string, datasetId: string) => path.resolve(dataDir, 'knowledge', datasetId);

export async function saveDocument(dataDir: string, datasetId: string, itemId: string, bytes: Uint8Array): Promise<void> {
  const dir = datasetDir(dataDir, datasetId);
  await mkdir(dir, { recursive: true });
  const partial = path.join(dir, `${itemId}.part`);
  await writeFile(partial, bytes);
  await rename(partial, path.join(dir, itemId));
}

export async function readDocument(dataDir: string, datasetId: string, itemId: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(datasetDir(dataDir, datasetId), itemId));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

export async function deleteDocument(dataDir: string, datasetId: string, itemId: string): Promise<void> {
  await rm(path.join(datasetDir(dataDir, datasetId), itemId), { force: true });
}

export async function deleteDatasetDocuments(dataDir: string, datasetId: string): Promise<void> {
  await rm(datasetDir(dataDir, datasetId), { recursive: true, force: true });
}
