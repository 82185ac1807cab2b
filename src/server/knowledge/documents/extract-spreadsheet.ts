import { parseCsv } from '../tables/parse-csv';
import { parseOds } from '../tables/parse-ods';
import { parseXlsx } from '../tables/parse-xlsx';
import { sheetsToText } from '../tables/sheets-to-text';
import { decodeEntities } from './docx-html-to-text';
import { DocumentParseError } from './document-parse-error';
import type { ExtractedContent } from './extracted-content';
import { MAX_MARKUP_BYTES } from './inflate-zip';
import { readZipEntries, readZipEntryText } from './zip-directory';

const DC_TITLE = /<dc:title>([^<]*)<\/dc:title>/;

export function extractCsv(text: string, fileTitle: string): ExtractedContent {
  return { text: sheetsToText([parseCsv(text)]), metadataTitle: fileTitle };
}

export function extractXlsx(bytes: Uint8Array): ExtractedContent {
  const readPart = partReader(bytes);
  const sheets = parseXlsx((name) => {
    const text = readPart(name);
    if (text === undefined) return null;
    if (text === null) throw damagedError();
    return text;
  });
  if (!sheets.length) throw damagedError();
  return { text: sheetsToText(sheets), metadataTitle: titleOf(readPart('docProps/core.xml')) };
}

export function extractOds(bytes: Uint8Array): ExtractedContent {
  const readPart = partReader(bytes);
  const content = readPart('content.xml');
  if (!content) throw damagedError();
  return { text: sheetsToText(parseOds(content)), metadataTitle: titleOf(readPart('meta.xml')) };
}

/** A part's text; undefined when the package has no such part, null when it cannot be read within the limit. */
function partReader(bytes: Uint8Array): (name: string) => string | null | undefined {
  const entries = readZipEntries(bytes);
  if (entries === null) throw damagedError();
  return (name) => {
    const entry = entries.find((e) => e.name === name);
    return entry ? readZipEntryText(bytes, entry, MAX_MARKUP_BYTES) : undefined;
  };
}

function titleOf(xml: string | null | undefined): string | null {
  const title = xml ? DC_TITLE.exec(xml)?.[1] : undefined;
  return title ? decodeEntities(title) : null;
}

const damagedError = () =>
  new DocumentParseError(
    'corrupt',
    `The spreadsheet could not be read: it is damaged, password-protected, or a sheet holds more than ${MAX_MARKUP_BYTES / 1024 / 1024} MB of data.`,
  );
