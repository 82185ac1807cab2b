import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (logos and their metadata under `uploads/`, knowledge documents under
 * `knowledge/<datasetId>/`): a folder under DATA_DIR, or an S3-compatible bucket shared by every
 * process. Keys are relative, `/`-separated paths made only by our own code.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** writes the object whole (readers never see part of it) */
  put(key: string, bytes: Buffer): Promise<void>;
  /** writes the object only when the key is unused; false when it was taken */
  putIfAbsent(key: string, bytes: Buffer): Promise<boolean>;
  /** the object as a stream with its size; null when there is none */
  open(key: string): Promise<{ size: number; stream: Readable } | null>;
  /** the whole object; null when there is none */
  read(key: string): Promise<Buffer | null>;
  /** the object's size; null when there is none */
  stat(key: string): Promise<{ size: number } | null>;
  /** removes the object; nothing happens when there is none */
  delete(key: string): Promise<void>;
  /** removes every object whose key starts with `prefix` (which ends with `/`) */
  deletePrefix(prefix: string): Promise<void>;
  /** every object whose key starts with `prefix`, for export */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
}

/** The prefixes that hold product files: an export carries exactly these. */
export const STORED_PREFIXES = ['uploads/', 'knowledge/'] as const;

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** Refuses keys that could leave the store's folder (`..`, absolute paths, empty segments). */
export function assertKey(key: string): void {
  if (!key.split('/').every((segment) => SEGMENT.test(segment))) throw new Error(`Invalid object key: ${JSON.stringify(key)}`);
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
