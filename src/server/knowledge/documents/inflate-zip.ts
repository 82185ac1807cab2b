import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import { contentTooLargeError, MB } from './content-limits';
import { DocumentParseError } from './document-parse-error';
import { DEFLATED, findZipEntryData, STORED, type ZipEntry } from './zip-directory';

/**
 * The most the parts of an uploaded zip (a .docx) may expand to, all together: a zip bomb (a few
 * hundred KB that inflate to gigabytes) is stopped here before it is held in memory.
 */
export const MAX_INFLATED_BYTES = 50 * MB;
/**
 * The most its XML parts may expand to. Mammoth holds about 60 bytes of memory per byte of XML
 * it parses (measured: 5 MB of Word XML took 290 MB, 20 MB took 1.2 GB), so this, not the size
 * of the images, is what bounds the memory a document costs. Word writes a few KB of XML per page
 * of text, so this admits documents of a couple of thousand pages.
 */
export const MAX_MARKUP_BYTES = 10 * MB;
const MARKUP = /\.(?:xml|rels)$/i;
/** A Word document has a dozen parts, one more per image: thousands means it was built to hurt. */
export const MAX_ZIP_ENTRIES = 5_000;

const inflate = promisify(inflateRaw);

const LOCAL_HEADER = 0x04034b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const ZIP_VERSION = 20;
const UTF8_NAMES = 0x0800;

interface InflatedEntry {
  name: Buffer;
  data: Uint8Array;
}

/**
 * A copy of the zip with every entry stored uncompressed, for a parser (Mammoth reads through
 * JSZip, which inflates an entry whole and believes no limit) that must not be handed more than
 * the limits above. Each entry is inflated as a stream, off the event loop, and inflation stops as
 * soon as the entries together pass a limit, whatever sizes the zip's headers claim.
 * Null when an entry cannot be read (damaged, or compressed in a way Word never uses).
 */
export async function inflateToStoredZip(bytes: Uint8Array, entries: ZipEntry[]): Promise<Buffer | null> {
  if (entries.length > MAX_ZIP_ENTRIES) throw tooManyPartsError();
  const inflated: InflatedEntry[] = [];
  let total = 0;
  let markup = 0;
  for (const entry of entries) {
    const isMarkup = MARKUP.test(entry.name);
    // the budget of this entry, and the limit to name if it goes past it
    const [budget, limit] =
      isMarkup && MAX_MARKUP_BYTES - markup < MAX_INFLATED_BYTES - total
        ? [MAX_MARKUP_BYTES - markup, MAX_MARKUP_BYTES]
        : [MAX_INFLATED_BYTES - total, MAX_INFLATED_BYTES];
    const data = await inflateEntry(bytes, entry, budget);
    if (data === 'too_large') throw contentTooLargeError(limit);
    if (data === null) return null;
    total += data.byteLength;
    if (isMarkup) markup += data.byteLength;
    inflated.push({ name: Buffer.from(entry.name), data });
  }
  return writeStoredZip(inflated);
}

/** The entry's bytes, or 'too_large' once they pass `budget`, or null when they cannot be read. */
async function inflateEntry(bytes: Uint8Array, entry: ZipEntry, budget: number): Promise<Uint8Array | 'too_large' | null> {
  const data = findZipEntryData(bytes, entry);
  if (data === null) return null;
  if (entry.method === STORED) return data.byteLength > budget ? 'too_large' : data;
  if (entry.method !== DEFLATED) return null;
  let output: Buffer;
  try {
    // zlib stops and fails as soon as its output passes maxOutputLength (which must be at least 1)
    output = await inflate(data, { maxOutputLength: Math.max(1, budget) });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'too_large' : null;
  }
  return output.byteLength > budget ? 'too_large' : output;
}

/** APPNOTE.TXT sections 4.3.7, 4.3.12 and 4.3.16 (https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT). */
function writeStoredZip(entries: InflatedEntry[]): Buffer {
  const size = entries.reduce((n, e) => n + 30 + 46 + 2 * e.name.length + e.data.byteLength, 22);
  const out = Buffer.alloc(size);
  const offsets: number[] = [];
  const checksums: number[] = [];
  let at = 0;
  for (const { name, data } of entries) {
    offsets.push(at);
    checksums.push(crc32(data));
    out.writeUInt32LE(LOCAL_HEADER, at);
    out.writeUInt16LE(ZIP_VERSION, at + 4);
    out.writeUInt16LE(UTF8_NAMES, at + 6);
    out.writeUInt32LE(checksums.at(-1) ?? 0, at + 14);
    out.writeUInt32LE(data.byteLength, at + 18);
    out.writeUInt32LE(data.byteLength, at + 22);
    out.writeUInt16LE(name.length, at + 26);
    name.copy(out, at + 30);
    out.set(data, at + 30 + name.length);
    at += 30 + name.length + data.byteLength;
  }
  const directoryStart = at;
  entries.forEach(({ name, data }, i) => {
    out.writeUInt32LE(DIRECTORY_ENTRY, at);
    out.writeUInt16LE(ZIP_VERSION, at + 4);
    out.writeUInt16LE(ZIP_VERSION, at + 6);
    out.writeUInt16LE(UTF8_NAMES, at + 8);
    out.writeUInt32LE(checksums[i], at + 16);
    out.writeUInt32LE(data.byteLength, at + 20);
    out.writeUInt32LE(data.byteLength, at + 24);
    out.writeUInt16LE(name.length, at + 28);
    out.writeUInt32LE(offsets[i], at + 42);
    name.copy(out, at + 46);
    at += 46 + name.length;
  });
  out.writeUInt32LE(END_OF_DIRECTORY, at);
  out.writeUInt16LE(entries.length, at + 8);
  out.writeUInt16LE(entries.length, at + 10);
  out.writeUInt32LE(at - directoryStart, at + 12);
  out.writeUInt32LE(directoryStart, at + 16);
  return out;
}

const tooManyPartsError = () =>
  new DocumentParseError('corrupt', `The document is made of more than ${MAX_ZIP_ENTRIES} parts, far more than a real Word document has.`);
