import { createPacer, type Pace } from '../../platform/event-loop-pacer';
import { contentTooLargeError, MAX_TEXT_CHARS } from './content-limits';
import { DocumentParseError } from './document-parse-error';
import type { ExtractedContent } from './extracted-content';
import { layoutPdfText } from './pdf-layout';
import { groupPdfLines, type PdfLine, type PdfTextItem } from './pdf-lines';

// pdf.js VerbosityLevel.ERRORS: its warnings about odd fonts or structure would land in our logs.
const PDFJS_ERRORS_ONLY = 0;

type PdfDocument = Awaited<Awaited<ReturnType<typeof openPdf>>['promise']>;
type TextContent = Awaited<ReturnType<Awaited<ReturnType<PdfDocument['getPage']>>['getTextContent']>>;

/** What has been read so far, shared by the pages of one document. */
interface Reading {
  pace: Pace;
  chars: number;
  maxChars: number;
}

/**
 * Reads the text of a PDF page by page, releasing each page's resources before the next.
 * pdf.js runs in this thread and passes work along through promises alone, so it would hold the
 * event loop from the first page to the last: the text is read in the small pieces pdf.js streams,
 * with pauses between them. A PDF whose streams (compressed, so unbounded) hold more than
 * `maxTextChars` of text is stopped there.
 */
export async function extractPdf(bytes: Uint8Array, maxTextChars = MAX_TEXT_CHARS): Promise<ExtractedContent> {
  const task = await openPdf(bytes);
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      throw isPasswordError(error) ? encryptedError(error) : corruptError(error);
    });
    const reading: Reading = { pace: createPacer(), chars: 0, maxChars: maxTextChars };
    const pages: PdfLine[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) pages.push(await readPageLines(pdf, number, reading));
    return { text: layoutPdfText(pages), metadataTitle: await readTitle(pdf) };
  } catch (error) {
    throw error instanceof DocumentParseError ? error : corruptError(error);
  } finally {
    await task.destroy();
  }
}

async function openPdf(bytes: Uint8Array) {
  // Loaded on first use: pdf.js is 1.6 MB of code a server that never sees a PDF need not hold.
  const { getResolvedPDFJS } = await import('unpdf');
  const { getDocument } = await getResolvedPDFJS();
  return getDocument({
    // pdf.js refuses a Node Buffer and may take ownership of the array: give it a plain copy.
    data: new Uint8Array(bytes),
    verbosity: PDFJS_ERRORS_ONLY,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  });
}

async function readPageLines(pdf: PdfDocument, number: number, reading: Reading): Promise<PdfLine[]> {
  await reading.pace();
  const page = await pdf.getPage(number);
  const reader: ReadableStreamDefaultReader<TextContent> = page.streamTextContent().getReader();
  try {
    const items: PdfTextItem[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      for (const item of chunk.value.items) {
        if (!('str' in item)) continue;
        // only the fields read later: a pdf.js item holds several times more
        items.push({ str: item.str, transform: item.transform, width: item.width, hasEOL: item.hasEOL });
        reading.chars += item.str.length;
      }
      if (reading.chars > reading.maxChars) throw contentTooLargeError(reading.maxChars);
      // pdf.js stops producing while pieces wait unread, so the pause holds it too
      await reading.pace();
    }
    return groupPdfLines(items);
  } finally {
    // A page given up on is not cancelled: pdf.js then closes the stream a second time and fails
    // out of reach. Unread, it waits, and destroying the document (extractPdf) stops it.
    page.cleanup();
  }
}

async function readTitle(pdf: PdfDocument): Promise<string | null> {
  try {
    const { info, metadata } = await pdf.getMetadata();
    const fromInfo: unknown = info && 'Title' in info ? info.Title : null;
    if (typeof fromInfo === 'string' && fromInfo.trim()) return fromInfo;
    const fromXmp: unknown = metadata?.get('dc:title');
    return typeof fromXmp === 'string' ? fromXmp : null;
  } catch {
    return null;
  }
}

function isPasswordError(error: unknown): boolean {
  return error instanceof Error && error.name === 'PasswordException';
}

const corruptError = (cause: unknown) =>
  new DocumentParseError('corrupt', 'The PDF could not be read: it is damaged or not a real PDF.', { cause });

const encryptedError = (cause: unknown) =>
  new DocumentParseError(
    'encrypted',
    'The PDF is password-protected. Remove the password (for example by printing it to a new PDF) and upload it again.',
    { cause },
  );
