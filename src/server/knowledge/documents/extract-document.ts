import { chooseTitle, titleFromFileName } from './choose-title';
import { sniffDocument, type DocumentKind, type SniffedDocument } from './detect-document-kind';
import { DocumentParseError } from './document-parse-error';
import type { ExtractedContent } from './extracted-content';
import { extractDoc } from './extract-doc';
import { extractDocx } from './extract-docx';
import { extractPdf } from './extract-pdf';
import { extractHtmlFile } from './extract-html-file';
import { extractMarkdown, extractPlainText } from './extract-plain-text';
import { extractCsv, extractOds, extractXlsx } from './extract-spreadsheet';

export { detectDocumentKind, type DocumentKind } from './detect-document-kind';
export { DocumentParseError, type DocumentParseFailure } from './document-parse-error';

export interface ExtractedDocument {
  kind: DocumentKind;
  title: string;
  /** Paragraphs separated by a blank line; headings as Markdown `#` lines where the format marks them. */
  text: string;
}

const EMPTY_MESSAGES: Record<DocumentKind, string> = {
  pdf: 'The PDF has no text to read: it may be a scanned image, and scanned pages are not supported.',
  docx: 'The Word document has no text to read.',
  doc: 'The Word document has no text to read.',
  xlsx: 'The spreadsheet has no values to read.',
  ods: 'The spreadsheet has no values to read.',
  text: 'The file is empty: there is no text to read.',
  markdown: 'The file is empty: there is no text to read.',
  csv: 'The file is empty: there is no text to read.',
  html: 'The page has no text to read.',
};

/** Throws DocumentParseError (with a message for the user) for unsupported, corrupt, encrypted or empty-text files. */
export async function extractDocument(bytes: Uint8Array, fileName: string): Promise<ExtractedDocument> {
  const sniffed = sniffDocument(bytes, fileName);
  if (sniffed === null) {
    throw new DocumentParseError(
      'unsupported',
      'This type of file is not supported. Upload a PDF, a Word document (.docx or .doc), a spreadsheet (.xlsx, .ods or .csv), a web page (.html), a text file or a Markdown file.',
    );
  }
  const { text, metadataTitle } = await extractContent(sniffed, bytes, fileName);
  if (!/[\p{L}\p{N}]/u.test(text)) throw new DocumentParseError('empty', EMPTY_MESSAGES[sniffed.kind]);
  return { kind: sniffed.kind, title: chooseTitle(metadataTitle, text, fileName), text };
}

async function extractContent(sniffed: SniffedDocument, bytes: Uint8Array, fileName: string): Promise<ExtractedContent> {
  switch (sniffed.kind) {
    case 'text':
      return extractPlainText(sniffed.text);
    case 'markdown':
      return extractMarkdown(sniffed.text);
    case 'csv':
      // a CSV has no title of its own, and its first row would make a poor one
      return extractCsv(sniffed.text, titleFromFileName(fileName));
    case 'html':
      return extractHtmlFile(sniffed.text);
    case 'xlsx':
      return extractXlsx(bytes);
    case 'ods':
      return extractOds(bytes);
    case 'pdf':
      return extractPdf(bytes);
    case 'docx':
      return extractDocx(bytes);
    case 'doc':
      return extractDoc(bytes);
  }
}
