import { describe, expect, it } from 'vitest';
import { checkDocument, DOCUMENT_ACCEPT, MAX_DOCUMENT_BYTES } from './knowledge';

describe('checkDocument', () => {
  it('accepts the supported types up to 10 MB', () => {
    for (const name of ['a.pdf', 'B.TXT', 'notes.md', 'c.docx', 'd.doc']) expect(checkDocument({ name, size: MAX_DOCUMENT_BYTES })).toBeNull();
  });

  it('refuses larger files and other types', () => {
    expect(checkDocument({ name: 'big.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe('tooLarge');
    expect(checkDocument({ name: 'movie.mp4', size: 10 })).toBe('wrongType');
    expect(checkDocument({ name: 'pdf', size: 10 })).toBe('wrongType');
  });

  it('lists the extensions for the file input', () => {
    expect(DOCUMENT_ACCEPT).toContain('.pdf');
    expect(DOCUMENT_ACCEPT).toContain('.docx');
  });
});
