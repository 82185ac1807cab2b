import { DocumentParseError } from './document-parse-error';
import { decodeEntities, docxHtmlToText } from './docx-html-to-text';
import type { ExtractedContent } from './extracted-content';
import { inflateToStoredZip } from './inflate-zip';
import { readZipEntries, readZipEntryText } from './zip-directory';

// Word's own "Title" style is not in Mammoth's default map; it is the document's top heading.
const STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];
const CORE_PROPERTIES = 'docProps/core.xml';
const MAX_CORE_PROPERTIES_BYTES = 256 * 1024;
const DC_TITLE = /<dc:title>([^<]*)<\/dc:title>/;

export async function extractDocx(bytes: Uint8Array): Promise<ExtractedContent> {
  const entries = readZipEntries(bytes);
  if (entries === null) {
    // Office wraps a password-protected .docx in an OLE file, which has no zip directory.
    const encrypted = bytes[0] === 0xd0 && bytes[1] === 0xcf;
    throw encrypted ? encryptedError() : corruptError();
  }
  // Mammoth would inflate each part whole, however large: it gets a copy inflated within limits.
  const buffer = await inflateToStoredZip(bytes, entries);
  if (buffer === null) throw corruptError();
  // Loaded on first use, like every parser here, so an idle server does not hold it in memory.
  const { default: mammoth } = await import('mammoth');
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer },
      // Images would be inlined as base64 data URIs: costly, and no use as text.
      { styleMap: STYLE_MAP, convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) },
    );
    html = result.value;
  } catch (error) {
    throw corruptError(error);
  }
  const core = entries.find((entry) => entry.name === CORE_PROPERTIES);
  const coreXml = core ? readZipEntryText(bytes, core, MAX_CORE_PROPERTIES_BYTES) : null;
  const title = coreXml ? DC_TITLE.exec(coreXml)?.[1] : undefined;
  return { text: docxHtmlToText(html), metadataTitle: title ? decodeEntities(title) : null };
}

const corruptError = (cause?: unknown) =>
  new DocumentParseError('corrupt', 'The Word document could not be read: it is damaged or not a real .docx file.', {
    cause,
  });

const encryptedError = () =>
  new DocumentParseError(
    'encrypted',
    'The Word document is password-protected. Remove the password in Word and upload it again.',
  );
