import { DocumentParseError } from './document-parse-error';
import type { ExtractedContent } from './extracted-content';
import { layoutPdfText } from './pdf-layout';
import { groupPdfLines, type PdfLine } from './pdf-lines';

// pdf.js VerbosityLevel.ERRORS: its warnings about odd fonts or structure would land in our logs.
const PDFJS_ERRORS_ONLY = 0;

type PdfDocument = Awaited<Awaited<ReturnType<typeof openPdf>>['promise']>;

/** Reads the text of a PDF page by page, releasing each page's resources before the next. */
export async function extractPdf(bytes: Uint8Array): Promise<ExtractedContent> {
  const task = await openPdf(bytes);
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      throw isPasswordError(error) ? encryptedError(error) : corruptError(error);
    });
    const pages: PdfLine[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) pages.push(await readPageLines(pdf, number));
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

async function readPageLines(pdf: PdfDocument, number: number): Promise<PdfLine[]> {
  const page = await pdf.getPage(number);
  try {
    const content = await page.getTextContent();
    return groupPdfLines(content.items.flatMap((item) => ('str' in item ? [item] : [])));
  } finally {
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
