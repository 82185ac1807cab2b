import { decodeText } from './decode-text';
import { readZipEntries, readZipEntryText } from './zip-directory';

export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'xlsx' | 'ods' | 'text' | 'markdown' | 'csv' | 'html';

/** A recognised document; text files carry their decoded text so it is decoded only once. */
export type SniffedDocument = { kind: 'pdf' | 'docx' | 'doc' | 'xlsx' | 'ods' } | { kind: 'text' | 'markdown' | 'csv' | 'html'; text: string };

const PDF_MARKER = bytesOf('%PDF-');
// The PDF spec lets the header sit anywhere in the first 1024 bytes.
const PDF_HEADER_WINDOW = 1024;
const ZIP_MAGIC = Uint8Array.of(0x50, 0x4b, 0x03, 0x04);
const OLE_MAGIC = Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
// OLE directory entries store stream names in UTF-16LE.
const WORD_STREAM = utf16leOf('WordDocument');
const ENCRYPTED_OOXML_STREAM = utf16leOf('EncryptedPackage');
const SPREADSHEET_CONTENT_TYPE = /spreadsheetml\.(?:sheet|template)\.main\+xml|ms-excel\.(?:sheet|template)\.macroEnabled(?:Template)?\.main\+xml/;
const ODS_MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet';
const WORD_CONTENT_TYPE =
  /wordprocessingml\.(?:document|template)\.main\+xml|ms-word\.(?:document|template)\.macroEnabled(?:Template)?\.main\+xml/;
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;
const MARKDOWN_NAME = /\.(?:md|markdown|mdown|mkd)$/i;
const CSV_NAME = /\.(?:csv|tsv)$/i;
const HTML_NAME = /\.(?:html?|xhtml)$/i;
// Text is taken as a document only under a text, Markdown, table or page name (or none): a script
// or a data dump decodes as text too, but it is not a document we can index well.
const TEXT_NAME = /\.(?:txt|text)$|^[^.]+$/i;
const DOCX_NAME = /\.docx$/i;
const XLSX_NAME = /\.xlsx$/i;
const ODS_NAME = /\.ods$/i;

/** Type from the CONTENT (magic bytes / structure); the name only tells the kinds of text file apart and keeps other text files out; null = unsupported (caller answers 415). */
export function detectDocumentKind(bytes: Uint8Array, fileName: string): DocumentKind | null {
  return sniffDocument(bytes, fileName)?.kind ?? null;
}

export function sniffDocument(bytes: Uint8Array, fileName: string): SniffedDocument | null {
  if (startsWith(bytes, PDF_MARKER)) return { kind: 'pdf' };
  if (startsWith(bytes, ZIP_MAGIC)) return sniffPackage(bytes, fileName);
  if (startsWith(bytes, OLE_MAGIC)) return sniffCompoundFile(bytes, fileName);
  const text = decodeText(bytes);
  if (text !== null) return sniffTextKind(text, fileName);
  // Checked after text so a note that merely mentions "%PDF-" near its start stays text.
  if (indexOf(bytes.subarray(0, PDF_HEADER_WINDOW), PDF_MARKER) !== -1) return { kind: 'pdf' };
  return null;
}

function sniffTextKind(text: string, fileName: string): SniffedDocument | null {
  if (MARKDOWN_NAME.test(fileName)) return { kind: 'markdown', text };
  if (CSV_NAME.test(fileName)) return { kind: 'csv', text };
  if (HTML_NAME.test(fileName)) return { kind: 'html', text };
  return TEXT_NAME.test(fileName) ? { kind: 'text', text } : null;
}

/** A Word document, an Excel workbook or an OpenDocument spreadsheet, told by what the zip declares. */
function sniffPackage(bytes: Uint8Array, fileName: string): SniffedDocument | null {
  const entries = readZipEntries(bytes);
  // A zip whose directory is gone is a damaged upload; trust the name so the user hears "damaged".
  if (entries === null) return DOCX_NAME.test(fileName) ? { kind: 'docx' } : XLSX_NAME.test(fileName) ? { kind: 'xlsx' } : ODS_NAME.test(fileName) ? { kind: 'ods' } : null;
  const mimetype = entries.find((entry) => entry.name === 'mimetype');
  if (mimetype && readZipEntryText(bytes, mimetype, ODS_MIMETYPE.length)?.trim() === ODS_MIMETYPE) return { kind: 'ods' };
  const contentTypes = entries.find((entry) => entry.name === '[Content_Types].xml');
  const declared = contentTypes && readZipEntryText(bytes, contentTypes, MAX_CONTENT_TYPES_BYTES);
  if (declared) return WORD_CONTENT_TYPE.test(declared) ? { kind: 'docx' } : SPREADSHEET_CONTENT_TYPE.test(declared) ? { kind: 'xlsx' } : null;
  if (entries.some((entry) => entry.name === 'word/document.xml')) return { kind: 'docx' };
  return entries.some((entry) => entry.name === 'xl/workbook.xml') ? { kind: 'xlsx' } : null;
}

function sniffCompoundFile(bytes: Uint8Array, fileName: string): SniffedDocument | null {
  if (indexOf(bytes, WORD_STREAM) !== -1) return { kind: 'doc' };
  // Office stores a password-protected .docx inside an OLE file; recognising it lets us say why it fails.
  if (DOCX_NAME.test(fileName) && indexOf(bytes, ENCRYPTED_OOXML_STREAM) !== -1) return { kind: 'docx' };
  return null;
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (bytes.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[i] !== prefix[i]) return false;
  return true;
}

function indexOf(bytes: Uint8Array, needle: Uint8Array): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(needle);
}

function bytesOf(ascii: string): Uint8Array {
  return Uint8Array.from(ascii, (char) => char.charCodeAt(0));
}

function utf16leOf(ascii: string): Uint8Array {
  return new Uint8Array(Buffer.from(ascii, 'utf16le'));
}
