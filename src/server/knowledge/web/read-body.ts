import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { errorCode } from './error-code';

type Decompress = (body: Buffer, options: zlib.ZlibOptions & zlib.BrotliOptions) => Promise<Buffer>;

const gunzip: Decompress = promisify(zlib.gunzip);
const inflate: Decompress = promisify(zlib.inflate);
const inflateRaw: Decompress = promisify(zlib.inflateRaw);
const brotli: Decompress = promisify(zlib.brotliDecompress);

/** Reads a stream whole, or returns null (and stops reading) once it passes maxBytes. */
export async function readLimitedBody(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.byteLength;
    if (size > maxBytes) {
      stream.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, size);
}

async function decodeOne(body: Buffer, coding: string, maxBytes: number): Promise<Buffer> {
  const options = { maxOutputLength: maxBytes };
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return gunzip(body, options);
    case 'br':
      return brotli(body, options);
    case 'deflate':
      // Some servers send raw deflate despite RFC 9110 asking for the zlib wrapper.
      return inflate(body, options).catch((error: unknown) => {
        if (errorCode(error) === 'ERR_BUFFER_TOO_LARGE') throw error;
        return inflateRaw(body, options);
      });
    case 'identity':
    case '':
      return body;
    default:
      throw new Error(`unknown compression "${coding}"`);
  }
}

/**
 * Undoes Content-Encoding (gzip, deflate, br), or returns null when the result would pass
 * maxBytes: the output limit stops a small compressed bomb from filling memory.
 */
export async function decompressBody(body: Buffer, contentEncoding: string | undefined, maxBytes: number): Promise<Buffer | null> {
  const codings = (contentEncoding ?? '').split(',').map((c) => c.trim().toLowerCase()).filter(Boolean).reverse();
  let result = body;
  try {
    for (const coding of codings) result = await decodeOne(result, coding, maxBytes);
  } catch (error) {
    if (errorCode(error) === 'ERR_BUFFER_TOO_LARGE') return null;
    throw error;
  }
  return result;
}
