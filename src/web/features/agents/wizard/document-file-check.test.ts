import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@common/knowledge';
import { checkDocumentFile } from './document-file-check';

describe('checkDocumentFile', () => {
  it('accepts PDF, TXT, MD, DOCX and DOC up to 10 MB', () => {
    for (const name of ['a.pdf', 'b.txt', 'c.MD', 'd.docx', 'e.doc']) expect(checkDocumentFile({ name, size: MAX_DOCUMENT_BYTES })).toBeNull();
  });

  it('refuses larger files and other types', () => {
    expect(checkDocumentFile({ name: 'a.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe('tooLarge');
    expect(checkDocumentFile({ name: 'a.png', size: 1 })).toBe('wrongType');
  });
});
