import { z } from 'zod';
import { deriveKey, hmac, safeEqual } from '../../platform/crypto';

export const ARCHIVE_FORMAT = 'agentforge-instance-archive';
export const MANIFEST_FILE = 'manifest.json';
/** one JSON object per line per table: tables/<name>.jsonl */
export const TABLES_DIR = 'tables';
/** the stored files, under their store keys: files/uploads/..., files/knowledge/... */
export const FILES_DIR = 'files';
/** the table that needs pgvector; the only one an import may leave out (--skip-embeddings) */
export const EMBEDDINGS_TABLE = 'chunk_embeddings';

export const archiveManifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  /** the journal time of the newest migration the source had applied */
  migration: z.number(),
  /**
   * Proves which instance secret the encrypted settings were sealed with, without carrying it:
   * an HMAC of a fixed text under a key derived from the secret.
   */
  secretCheck: z.string(),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()), rows: z.number().int() })),
  files: z.object({ count: z.number().int(), bytes: z.number().int() }),
});
export type ArchiveManifest = z.infer<typeof archiveManifest>;

export const secretCheckOf = (secret: string) => hmac(deriveKey(secret, 'instance-archive'), 'agentforge instance archive');
export const sameSecret = (secret: string, check: string) => safeEqual(secretCheckOf(secret), check);
