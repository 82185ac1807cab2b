import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DocumentParseError, extractDocument } from '../documents/extract-document';
import { prepareIndexRows } from './index-rows';
import { extractDocumentOffThread, prepareIndexOffThread } from './prepare-off-thread';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../../tests/fixtures/knowledge-docs/${name}`, import.meta.url)));

describe('the document thread', () => {
  it('reads a file as the request thread would', async () => {
    const bytes = fixture('handbook.docx');
    expect(await extractDocumentOffThread(bytes, 'handbook.docx')).toEqual(await extractDocument(bytes, 'handbook.docx'));
  });

  it('refuses a file it cannot read with the same reason, across the thread boundary', async () => {
    const err = await extractDocumentOffThread(fixture('corrupt.pdf'), 'corrupt.pdf').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocumentParseError);
    expect((err as DocumentParseError).reason).toBe('corrupt');
  });

  it('takes tasks one after another and answers each its own', async () => {
    const settings = { chunkSize: 200, chunkOverlap: 20 };
    const source = { type: 'document', source: 'notes.txt' };
    const texts = ['First text. '.repeat(300), 'Segundo texto en español. '.repeat(200), 'Third.'];
    const answers = await Promise.all(texts.map((text) => prepareIndexOffThread(source, { title: 'T', text }, settings)));
    for (const [i, text] of texts.entries()) expect(answers[i]).toEqual(await prepareIndexRows(source, { title: 'T', text, lang: null }, settings));
    expect(answers[1]!.language).toBe('spanish');
  });
});
