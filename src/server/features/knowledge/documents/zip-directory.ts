import { inflateRawSync } from 'node:zlib';

// Just enough of the ZIP format (APPNOTE.TXT, https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT)
// to tell a Word package from another zip and read its small XML parts, without a zip library.
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

const names = new TextDecoder('utf-8');

/** Lists a zip's entries from its central directory, or returns null when there is none to read. */
export function readZipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end === -1) return null;
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== DIRECTORY_ENTRY) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const skipped = view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
    const nameStart = offset + 46;
    if (nameStart + nameLength > view.byteLength) return null;
    entries.push({
      name: names.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    offset = nameStart + nameLength + skipped;
  }
  return entries;
}

/** Reads one small entry as UTF-8 text; null when it is damaged, encrypted or larger than `maxBytes`. */
export function readZipEntryText(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): string | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + 30 > view.byteLength || view.getUint32(header, true) !== LOCAL_HEADER) return null;
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.byteLength !== entry.compressedSize) return null;
  try {
    if (entry.method === STORED) return data.byteLength <= maxBytes ? names.decode(data) : null;
    if (entry.method === DEFLATED) return names.decode(inflateRawSync(data, { maxOutputLength: maxBytes }));
  } catch {
    return null;
  }
  return null;
}

function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - END_RECORD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let offset = last; offset >= first; offset--) {
    if (view.getUint32(offset, true) === END_OF_DIRECTORY) return offset;
  }
  return -1;
}
