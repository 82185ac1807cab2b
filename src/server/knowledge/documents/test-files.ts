// Tiny hand-built PDF and zip files for the extraction tests: exact, and nothing to commit.
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * A valid PDF with Helvetica (a standard font, not embedded) and one content stream per page,
 * compressed with FlateDecode when `compress` is set.
 */
export function buildPdf(pageContents: string[], { compress = false } = {}): Uint8Array {
  const pageIds = pageContents.map((_, i) => 4 + i * 2);
  const stream = (content: string) => {
    const data = compress ? deflateSync(content) : Buffer.from(content, 'latin1');
    const dictionary = `<< /Length ${data.length}${compress ? ' /Filter /FlateDecode' : ''} >>`;
    return Buffer.concat([Buffer.from(`${dictionary}\nstream\n`), data, Buffer.from('\nendstream')]);
  };
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...pageContents.flatMap((content, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`,
      stream(content),
    ]),
  ];
  const parts = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0].length;
  const offsets = objects.map((body, i) => {
    const offset = length;
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
    return offset;
  });
  let trailer = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  trailer += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  trailer += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return new Uint8Array(Buffer.concat([...parts, Buffer.from(trailer)]));
}

/** A stored (uncompressed) zip archive. */
export function buildZip(files: Record<string, string>): Uint8Array {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const [nameBytes, data] = [Buffer.from(name), Buffer.from(content)];
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    local.push(header, nameBytes, data);
    central.push(entry, nameBytes);
    offset += header.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...local, directory, end]));
}

export interface DeflatedEntry {
  name: string;
  /** the raw deflate stream */
  data: Uint8Array;
  crc: number;
  size: number;
  /** what the zip's headers claim the entry inflates to (they are not checked by anyone reading) */
  claimedSize?: number;
  /** the directory gives the sizes and offset in a Zip64 extra field, as some writers always do */
  zip64?: boolean;
}

/** A zip of deflated entries, with whatever sizes they are said to have. */
export function buildDeflatedZip(entries: DeflatedEntry[]): Uint8Array {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const size = entry.claimedSize ?? entry.size;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(entry.data.byteLength, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(entry.zip64 ? 0xffffffff : entry.data.byteLength, 20);
    record.writeUInt32LE(entry.zip64 ? 0xffffffff : size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(entry.zip64 ? 0xffffffff : offset, 42);
    const extra = Buffer.alloc(entry.zip64 ? 28 : 0);
    if (entry.zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(24, 2);
      extra.writeBigUInt64LE(BigInt(size), 4);
      extra.writeBigUInt64LE(BigInt(entry.data.byteLength), 12);
      extra.writeBigUInt64LE(BigInt(offset), 20);
      record.writeUInt16LE(extra.length, 30);
    }
    local.push(header, name, Buffer.from(entry.data));
    central.push(record, name, extra);
    offset += header.length + name.length + entry.data.byteLength;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...local, directory, end]));
}

export function deflatedEntry(name: string, content: string): DeflatedEntry {
  const bytes = Buffer.from(content);
  return { name, data: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length };
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>`;
const PACKAGE_RELATIONSHIPS = '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOCUMENT_START = '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const DOCUMENT_END = '</w:body></w:document>';
const PARAGRAPH = '<w:p><w:r><w:t>All work and no play makes Jack a dull boy.</w:t></w:r></w:p>';

/** A minimal valid .docx whose paragraphs are given as Word XML. */
export function buildDocx(paragraphsXml: string): Uint8Array {
  return buildDeflatedZip([
    deflatedEntry('[Content_Types].xml', CONTENT_TYPES),
    deflatedEntry('_rels/.rels', PACKAGE_RELATIONSHIPS),
    deflatedEntry('word/document.xml', `${DOCUMENT_START}${paragraphsXml}${DOCUMENT_END}`),
  ]);
}

/**
 * A valid .docx whose word/document.xml inflates to about `megabytes` MB of paragraphs, in a few
 * hundred KB. One megabyte of paragraphs is compressed once, ending in a full flush (byte-aligned,
 * no reference to what came before), and that block is repeated: neither the test nor the file
 * ever holds the inflated text. Its headers tell the truth unless `claimedSize` says otherwise.
 */
export function buildDocxBomb(megabytes: number, claimedSize?: number): Uint8Array {
  const block = Buffer.from(PARAGRAPH.repeat(Math.floor((1024 * 1024) / PARAGRAPH.length)));
  const [start, end] = [Buffer.from(DOCUMENT_START), Buffer.from(DOCUMENT_END)];
  const compressedBlock = deflateRawSync(block, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const parts = [deflateRawSync(start, { finishFlush: constants.Z_FULL_FLUSH })];
  let crc = crc32(start);
  for (let i = 0; i < megabytes; i++) {
    parts.push(compressedBlock);
    crc = crc32(block, crc);
  }
  parts.push(deflateRawSync(end));
  const document: DeflatedEntry = {
    name: 'word/document.xml',
    data: Buffer.concat(parts),
    crc: crc32(end, crc),
    size: start.length + megabytes * block.length + end.length,
    claimedSize,
  };
  return buildDeflatedZip([deflatedEntry('[Content_Types].xml', CONTENT_TYPES), deflatedEntry('_rels/.rels', PACKAGE_RELATIONSHIPS), document]);
}
