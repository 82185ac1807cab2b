import { describe, expect, it } from 'vitest';
import { DocumentParseError } from './document-parse-error';
import { inflateToStoredZip, MAX_MARKUP_BYTES, MAX_ZIP_ENTRIES } from './inflate-zip';
import { buildDeflatedZip, buildDocx, buildDocxBomb, buildZip, deflatedEntry } from './test-files';
import { readZipEntries, readZipEntryText } from './zip-directory';

async function inflate(zip: Uint8Array): Promise<Buffer | null> {
  const entries = readZipEntries(zip);
  if (!entries) throw new Error('no zip directory');
  return inflateToStoredZip(zip, entries);
}

async function failure(zip: Uint8Array): Promise<DocumentParseError> {
  const error: unknown = await inflate(zip).then(() => null, (thrown: unknown) => thrown);
  if (!(error instanceof DocumentParseError)) throw new Error(`expected a DocumentParseError, got ${String(error)}`);
  return error;
}

describe('inflateToStoredZip', () => {
  it('copies every entry, inflated and stored, under its own name', async () => {
    const copy = await inflate(buildDocx('<w:p><w:r><w:t>Hello</w:t></w:r></w:p>'));
    const entries = copy && readZipEntries(copy);
    expect(entries?.map((e) => [e.name, e.method])).toEqual([
      ['[Content_Types].xml', 0],
      ['_rels/.rels', 0],
      ['word/document.xml', 0],
    ]);
    const document = entries?.find((e) => e.name === 'word/document.xml');
    expect(copy && document && readZipEntryText(copy, document, 1024)).toContain('<w:t>Hello</w:t>');
  });

  it('reads sizes and offsets from Zip64 extra fields', async () => {
    const entries = [deflatedEntry('[Content_Types].xml', '<Types/>'), { ...deflatedEntry('word/document.xml', '<w:document>Zip64</w:document>'), zip64: true }];
    const copy = await inflate(buildDeflatedZip(entries));
    const document = copy && readZipEntries(copy)?.find((e) => e.name === 'word/document.xml');
    expect(copy && document && readZipEntryText(copy, document, 1024)).toBe('<w:document>Zip64</w:document>');
  });

  it('stops a bomb at the limit, whatever its headers claim', async () => {
    const truthful = await failure(buildDocxBomb(64));
    const lying = await failure(buildDocxBomb(64, 1024));
    for (const error of [truthful, lying]) {
      expect(error.reason).toBe('too_large');
      expect(error.message).toBe('The document expands to more than 10 MB of content. Split it into smaller files and upload them again.');
      expect(error.params).toEqual({ megabytes: MAX_MARKUP_BYTES / 1024 / 1024 });
    }
  });

  it('counts stored entries too, and refuses a zip of too many parts', async () => {
    const stored = await failure(buildZip({ 'word/document.xml': 'x'.repeat(MAX_MARKUP_BYTES + 1) }));
    expect(stored.reason).toBe('too_large');
    const parts = Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => deflatedEntry(`word/media/image${i}.png`, ''));
    expect((await failure(buildDeflatedZip(parts))).reason).toBe('corrupt');
  });

  it('returns null for an entry it cannot read', async () => {
    const broken = { ...deflatedEntry('word/document.xml', '<w:document/>'), data: Uint8Array.of(0xff, 0xff, 0xff) };
    expect(await inflate(buildDeflatedZip([broken]))).toBeNull();
  });
});
