import { DOCUMENT_EXTENSIONS, MAX_DOCUMENT_BYTES } from '@common/knowledge';

export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.join(',');

/** Checked before uploading (SPEC section 5: 10MB each); the server checks again. */
export function checkDocumentFile(file: { name: string; size: number }): 'tooLarge' | 'wrongType' | null {
  const name = file.name.toLowerCase();
  if (!DOCUMENT_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'wrongType';
  return file.size > MAX_DOCUMENT_BYTES ? 'tooLarge' : null;
}
