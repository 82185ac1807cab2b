import { extractHtml } from '../web/extract-html';
import type { ExtractedContent } from './extracted-content';

// An uploaded page has no address; its links are not followed, so any base will do.
const UPLOAD_BASE = 'https://upload.invalid/';

/** An uploaded HTML file read like a crawled page: main text, headings, tables row by row. */
export function extractHtmlFile(html: string): ExtractedContent {
  const page = extractHtml(html, UPLOAD_BASE);
  return { text: page.text, metadataTitle: page.title || null };
}
