import type { Readable } from 'node:stream';
import { assertKey, readAll, type ObjectStore } from './object-store';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const status = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (err: unknown) => status(err) === 404 || ['NoSuchKey', 'NotFound'].includes((err as Error).name);

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, Ceph, R2...), one object per key. The bucket is
 * asked for once here, so a wrong endpoint, name or key stops the start instead of the first upload.
 */
export async function createS3Store(settings: S3Settings): Promise<ObjectStore> {
  // loaded here, not at the top: the embedded instance never pays for the SDK (a bundle keeps this import lazy)
  const { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // checksums only where the API requires them: many S3-compatible servers reject the SDK's
    // default trailing checksums on every upload
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (err) {
    const reason = status(err) === 404 ? 'there is no such bucket' : status(err) === 403 ? 'access denied with these keys' : (err as Error).message || (err as Error).name;
    throw new Error(`S3_BUCKET "${Bucket}" cannot be used${settings.endpoint ? ` at ${settings.endpoint}` : ''}: ${reason}.`);
  }

  async function open(key: string) {
    assertKey(key);
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return { size: out.ContentLength ?? 0, stream: out.Body as Readable };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async function* list(prefix: string): AsyncGenerator<{ key: string; size: number }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async function stat(key: string) {
    assertKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    kind: 's3',
    async put(key, bytes) {
      assertKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length }));
    },
    async putIfAbsent(key, bytes) {
      if (await stat(key)) return false;
      try {
        // servers that support conditional writes (AWS, MinIO) also settle a race between two writers
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length, IfNoneMatch: '*' }));
        return true;
      } catch (err) {
        if (status(err) === 412 || status(err) === 409) return false;
        throw err;
      }
    },
    open,
    async read(key) {
      const found = await open(key);
      return found ? readAll(found.stream) : null;
    },
    stat,
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      const keys: string[] = [];
      for await (const object of list(prefix)) keys.push(object.key);
      for (const Key of keys) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    list,
  };
}
