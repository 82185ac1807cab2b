// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible built file, once at build
// time, so the server sends them with @fastify/static's `preCompressed` instead of compressing
// on every request (or not at all).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest)$/i;
// Below this a compressed copy saves less than a packet and costs a file lookup per request.
const MIN_BYTES = 1024;

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The files under `dirs` worth compressing: text formats of at least MIN_BYTES. */
export function listCompressible(dirs) {
  return dirs.flatMap(listFiles).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES);
}

async function compressFile(file) {
  const source = readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  // A copy that is not smaller would only cost the client a decoding step.
  if (br.length < source.length) writeFileSync(`${file}.br`, br);
  if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
  return { raw: source.length, br: Math.min(br.length, source.length) };
}

/**
 * Compresses the files of `dirs`, a few at a time (zlib runs them on libuv's thread pool, so more
 * at once would only queue there and hold every source in memory).
 */
export async function compressAssets(dirs, { concurrency = Math.max(2, availableParallelism()) } = {}) {
  const queue = listCompressible(dirs);
  const totals = { files: queue.length, raw: 0, br: 0 };
  const work = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const sizes = await compressFile(file);
      totals.raw += sizes.raw;
      totals.br += sizes.br;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, work));
  return totals;
}
