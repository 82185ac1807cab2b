import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStore } from './local-store';
import type { ObjectStore } from './object-store';
import { createS3Store } from './s3-store';

/** The configured store: S3 when S3_BUCKET is set, else files under DATA_DIR. */
export async function createObjectStore(config: Config): Promise<ObjectStore> {
  if (!config.S3_BUCKET) return createLocalStore(path.resolve(config.DATA_DIR));
  return createS3Store({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
