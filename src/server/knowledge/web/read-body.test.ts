import { Readable } from 'node:stream';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decompressBody, readLimitedBody } from './read-body';

const text = Buffer.from('<p>Orders ship within 3 business days.</p>'.repeat(50));

describe('readLimitedBody', () => {
  it('reads a stream whole within the limit', async () => {
    expect(await readLimitedBody(Readable.from([text.subarray(0, 100), text.subarray(100)]), text.byteLength)).toEqual(text);
  });

  it('returns null and stops reading past the limit', async () => {
    const stream = Readable.from([text, text, text]);
    expect(await readLimitedBody(stream, text.byteLength + 1)).toBeNull();
    expect(stream.destroyed).toBe(true);
  });
});

describe('decompressBody', () => {
  it.each([
    ['gzip', gzipSync(text)],
    ['x-gzip', gzipSync(text)],
    ['br', brotliCompressSync(text)],
    ['deflate', deflateSync(text)],
    ['deflate', deflateRawSync(text)],
    ['identity', text],
    [undefined, text],
    ['deflate, gzip', gzipSync(deflateSync(text))],
  ])('undoes %s', async (encoding, body) => {
    expect(await decompressBody(body, encoding, 1_000_000)).toEqual(text);
  });

  it('returns null when the output would pass the limit (a compression bomb)', async () => {
    const bomb = gzipSync(Buffer.alloc(10_000_000));
    expect(bomb.byteLength).toBeLessThan(20_000);
    expect(await decompressBody(bomb, 'gzip', 1_000_000)).toBeNull();
    expect(await decompressBody(brotliCompressSync(Buffer.alloc(2_000_000)), 'br', 1_000_000)).toBeNull();
    expect(await decompressBody(deflateSync(Buffer.alloc(2_000_000)), 'deflate', 1_000_000)).toBeNull();
  });

  it('rejects corrupt data and unknown codings', async () => {
    await expect(decompressBody(Buffer.from('not gzip'), 'gzip', 1000)).rejects.toThrow();
    await expect(decompressBody(text, 'zstd', 1_000_000)).rejects.toThrow('unknown compression "zstd"');
  });
});
