import { inflateRawSync } from 'node:zlib';

// Just enough of the ZIP format (APPNOTE.TXT, https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT)
// to tell a Word package from another zip and read its small XML parts, without a zip library.
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
export const STORED = 0;
export const DEFLATED = 8;
const ZIP64_MARKER = 0xffffffff;
const ZIP64_EXTRA = 0x0001;

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
    const extraLength = view.getUint16(offset + 30, true);
    const nameStart = offset + 46;
    if (nameStart + nameLength + extraLength > view.byteLength) return null;
    const entry = {
      name: names.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    };
    entries.push(readZip64Sizes(view, offset, nameStart + nameLength, extraLength, entry));
    offset = nameStart + nameLength + extraLength + view.getUint16(offset + 32, true);
  }
  return entries;
}

/** Reads one small entry as UTF-8 text; null when it is damaged, encrypted or larger than `maxBytes`. */
export function readZipEntryText(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): string | null {
  const data = findZipEntryData(bytes, entry);
  if (data === null) return null;
  try {
    if (entry.method === STORED) return data.byteLength <= maxBytes ? names.decode(data) : null;
    if (entry.method === DEFLATED) return names.decode(inflateRawSync(data, { maxOutputLength: maxBytes }));
  } catch {
    return null;
  }
  return null;
}

/** The entry's bytes as stored (compressed or not), or null when its local header is missing or it runs past the end. */
export function findZipEntryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + 30 > view.byteLength || view.getUint32(header, true) !== LOCAL_HEADER) return null;
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  return data.byteLength === entry.compressedSize ? data : null;
}

/**
 * Some writers put an entry's sizes and offset in a Zip64 extra field (APPNOTE 4.5.3), leaving
 * 0xFFFFFFFF in the directory entry. Sizes beyond 2^53 cannot be real here and read as
 * 0xFFFFFFFF, which no entry of an upload fits.
 */
function readZip64Sizes(view: DataView, directoryEntry: number, extraStart: number, extraLength: number, entry: ZipEntry): ZipEntry {
  if (entry.compressedSize !== ZIP64_MARKER && entry.localHeaderOffset !== ZIP64_MARKER) return entry;
  const extraEnd = extraStart + extraLength;
  for (let at = extraStart; at + 4 <= extraEnd; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) !== ZIP64_EXTRA) continue;
    // the field holds, in this order, only the values marked 0xFFFFFFFF in the directory entry
    const fieldEnd = Math.min(extraEnd, at + 4 + view.getUint16(at + 2, true));
    let field = at + 4;
    const next = () => {
      const value = field + 8 <= fieldEnd ? Number(view.getBigUint64(field, true)) : ZIP64_MARKER;
      field += 8;
      return Number.isSafeInteger(value) ? value : ZIP64_MARKER;
    };
    if (view.getUint32(directoryEntry + 24, true) === ZIP64_MARKER) next();
    const compressedSize = entry.compressedSize === ZIP64_MARKER ? next() : entry.compressedSize;
    const localHeaderOffset = entry.localHeaderOffset === ZIP64_MARKER ? next() : entry.localHeaderOffset;
    return { ...entry, compressedSize, localHeaderOffset };
  }
  return entry;
}

function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - END_RECORD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let offset = last; offset >= first; offset--) {
    if (view.getUint32(offset, true) === END_OF_DIRECTORY) return offset;
  }
  return -1;
}
