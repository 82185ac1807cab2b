import { DocumentParseError } from './document-parse-error';
import type { ExtractedContent } from './extracted-content';
import { joinParagraphs, normaliseText } from './normalise-text';

export async function extractDoc(bytes: Uint8Array): Promise<ExtractedContent> {
  // Loaded on first use, like every parser here, so an idle server does not hold it in memory.
  const { default: WordExtractor } = await import('word-extractor');
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const document = await new WordExtractor().extract(buffer);
    const parts = [
      document.getBody(),
      document.getTextboxes({ includeBody: true, includeHeadersAndFooters: false }),
      document.getFootnotes(),
      document.getEndnotes(),
    ];
    // word-extractor ends each Word paragraph with a single line break.
    const paragraphs = parts.flatMap((part) => normaliseText(part).split('\n'));
    return { text: joinParagraphs(paragraphs), metadataTitle: null };
  } catch (error) {
    throw new DocumentParseError(
      'corrupt',
      'The Word 97-2003 document could not be read: it is damaged, password-protected or not a real .doc file.',
      { cause: error },
    );
  }
}
