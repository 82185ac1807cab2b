import { DOCUMENT_EXTENSIONS, MAX_DOCUMENT_BYTES } from '@common/knowledge';

/** The file input's accept list (SPEC: PDF, TXT, DOC; also Markdown and DOCX). */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.join(',');

export type DocumentProblem = 'tooLarge' | 'wrongType';

/** Checked before uploading, so a 40 MB video never leaves the browser; the server checks again. */
export function checkDocument(file: { name: string; size: number }): DocumentProblem | null {
  const name = file.name.toLowerCase();
  if (!DOCUMENT_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'wrongType';
  if (file.size > MAX_DOCUMENT_BYTES) return 'tooLarge';
  return null;
}
