import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DocumentParseError, detectDocumentKind, extractDocument } from './extract-document';
import { buildPdf, buildZip } from './test-files';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../tests/fixtures/knowledge-docs/${name}`, import.meta.url)));
const utf8 = (text: string) => new TextEncoder().encode(text);

async function parseFailure(bytes: Uint8Array, fileName: string): Promise<DocumentParseError> {
  const error: unknown = await extractDocument(bytes, fileName).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DocumentParseError)) throw new Error(`expected a DocumentParseError, got ${String(error)}`);
  return error;
}

describe('extractDocument', () => {
  it('reads both pages of a PDF with its title metadata, headings and no page numbers', async () => {
    const { kind, title, text } = await extractDocument(fixture('handbook.pdf'), 'handbook.pdf');
    expect(kind).toBe('pdf');
    expect(title).toBe('Northwind Outfitters Employee Handbook 2025');
    expect(text).toContain('return unworn items within 45 days of delivery for a full refund');
    expect(text).toContain('27 days of paid leave per year');
    expect(text).toMatch(/^# Northwind Outfitters Employee Handbook$/m);
    expect(text).toMatch(/^## Refund Policy$/m);
    expect(text).toContain('Zoë Kowalski');
    expect(text).not.toMatch(/^\d+$/m);
  });

  it('reads a DOCX with its title metadata and its heading styles as # lines', async () => {
    const { kind, title, text } = await extractDocument(fixture('handbook.docx'), 'handbook.docx');
    expect(kind).toBe('docx');
    expect(title).toBe('Northwind Outfitters Employee Handbook 2025');
    expect(text).toMatch(/^# Northwind Outfitters Employee Handbook\n\nThis handbook explains/);
    expect(text).toContain('## Refund Policy\n\nCustomers may return unworn items within 45 days');
    expect(text).toContain('- Train tickets in second class are always reimbursed.\n- Meals during travel');
  });

  it('reads a legacy Word .doc, one paragraph per blank-line block', async () => {
    const { kind, title, text } = await extractDocument(fixture('handbook.doc'), 'handbook.doc');
    expect(kind).toBe('doc');
    expect(title).toBe('Northwind Outfitters Employee Handbook');
    expect(text).toContain('\n\nRefund Policy\n\nCustomers may return unworn items within 45 days');
    expect(text).toContain('Claims above 250 euros need the approval of a department lead.');
  });

  it('reads a text file, taking a lone first line as its title', async () => {
    const { kind, title, text } = await extractDocument(fixture('notes.txt'), 'notes.txt');
    expect(kind).toBe('text');
    expect(title).toBe('Warehouse move: meeting notes');
    expect(text).toContain('moves to Building 7 on Harbor Road on 3 March.');
    expect(text.split('\n\n')).toHaveLength(4);
  });

  it('keeps Markdown as is and titles it by its first heading outside code', async () => {
    const { kind, title, text } = await extractDocument(fixture('guide.md'), 'guide.md');
    expect(kind).toBe('markdown');
    expect(title).toBe('Ledgerly Portal Setup Guide');
    expect(text).toMatch(/^# Ledgerly Portal Setup Guide\n\n/);
    expect(text).toContain('## Submit a claim');
    expect(text).toContain('```bash\n# this comment is not a heading\n');
  });

  it('takes a Markdown title from front matter and leaves the front matter out of the text', async () => {
    const source = '---\ntitle: "Returns FAQ"\ntags: [support]\n---\n\nCan I return a gift?\r\nYes,   within 45 days.\n';
    const { title, text } = await extractDocument(utf8(source), 'faq.markdown');
    expect(title).toBe('Returns FAQ');
    expect(text).toBe('Can I return a gift?\nYes,   within 45 days.');
  });

  it('falls back to the file name when a document has no title, heading or lone first line', async () => {
    const pdf = buildPdf(['BT /F1 12 Tf 72 720 Td (Revenue grew by 12 percent.) Tj 0 -14 Td (Costs fell.) Tj ET']);
    const { title, text } = await extractDocument(pdf, 'reports/q3-summary.final.pdf');
    expect(title).toBe('q3-summary.final');
    expect(text).toBe('Revenue grew by 12 percent. Costs fell.');
  });

  it('normalises whitespace and reads UTF-16 and Windows-1252 text', async () => {
    const messy = await extractDocument(utf8('\uFEFF  Line one\t\twith  gaps  \r\n\r\n\r\n\r\nLine two\u00a0end \n'), 'a.txt');
    expect(messy.text).toBe('Line one with gaps\n\nLine two end');
    const utf16 = Uint8Array.of(0xff, 0xfe, ...new Uint8Array(Buffer.from('Größe: 42 cm', 'utf16le')));
    expect((await extractDocument(utf16, 'b.txt')).text).toBe('Größe: 42 cm');
    const cp1252 = Uint8Array.of(...utf8('Caf'), 0xe9, ...utf8(' '), 0x80, ...utf8('5'));
    expect((await extractDocument(cp1252, 'c.txt')).text).toBe('Café €5');
  });

  it('extracts a 1 MB text file in a few milliseconds', async () => {
    const paragraph = 'Orders ship from Tacoma within two business days of payment.\n'.repeat(8) + '\n';
    const bytes = utf8(paragraph.repeat(Math.ceil(1_048_576 / paragraph.length)));
    await extractDocument(bytes, 'warm-up.txt');
    const started = performance.now();
    const { text } = await extractDocument(bytes, 'big.txt');
    expect(performance.now() - started).toBeLessThan(100);
    expect(text.length).toBeGreaterThan(1_000_000);
  });

  it('rejects a truncated PDF with a message for the user', async () => {
    const error = await parseFailure(fixture('corrupt.pdf'), 'corrupt.pdf');
    expect(error.reason).toBe('corrupt');
    expect(error.message).toBe('The PDF could not be read: it is damaged or not a real PDF.');
  });

  it('rejects a password-protected PDF', async () => {
    const error = await parseFailure(fixture('encrypted.pdf'), 'encrypted.pdf');
    expect(error.reason).toBe('encrypted');
    expect(error.message).toMatch(/password-protected/);
  });

  it('rejects files without text', async () => {
    for (const [bytes, name] of [
      [new Uint8Array(0), 'empty.txt'],
      [utf8(' \n\t\n '), 'blank.md'],
      [buildPdf(['0 0 1 rg 72 72 200 200 re f']), 'scan.pdf'],
    ] as const) {
      const error = await parseFailure(bytes, name);
      expect(error.reason).toBe('empty');
      expect(error.message).toMatch(/no text/);
    }
  });

  it('recognises a password-protected .docx (an OLE file holding an EncryptedPackage stream)', async () => {
    const ole = Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Uint8Array(504));
    const protectedDocx = new Uint8Array(Buffer.concat([ole, Buffer.from('EncryptedPackage', 'utf16le')]));
    expect(detectDocumentKind(protectedDocx, 'salaries.docx')).toBe('docx');
    expect(detectDocumentKind(protectedDocx, 'salaries.xlsx')).toBeNull();
    expect((await parseFailure(protectedDocx, 'salaries.docx')).reason).toBe('encrypted');
  });

  it('rejects a damaged .docx and an unsupported file', async () => {
    const docx = fixture('handbook.docx');
    expect((await parseFailure(docx.subarray(0, docx.length - 300), 'handbook.docx')).reason).toBe('corrupt');
    expect((await parseFailure(PNG, 'photo.png')).reason).toBe('unsupported');
  });
});

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1);

describe('detectDocumentKind', () => {
  it('goes by content; the name tells the kinds of text file apart and keeps other text files out', () => {
    const pdf = fixture('handbook.pdf');
    // no NUL byte, so the control-character check is what refuses it
    const randomBytes = new Uint8Array(4096).map((_, i) => ((i * 7919 + ((i * i) % 251)) % 255) + 1);
    const exe = Uint8Array.of(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0);
    expect(detectDocumentKind(PNG, 'photo.pdf')).toBeNull();
    expect(detectDocumentKind(exe, 'setup.txt')).toBeNull();
    expect(detectDocumentKind(randomBytes, 'random.txt')).toBeNull();
    expect(detectDocumentKind(pdf, 'handbook.txt')).toBe('pdf');
    expect(detectDocumentKind(fixture('handbook.docx'), 'handbook.pdf')).toBe('docx');
    expect(detectDocumentKind(fixture('handbook.doc'), 'handbook')).toBe('doc');
    expect(detectDocumentKind(utf8('# Notes'), 'notes.MD')).toBe('markdown');
    expect(detectDocumentKind(utf8('# Notes'), 'notes.txt')).toBe('text');
    expect(detectDocumentKind(utf8('A PDF starts with %PDF-1.7.'), 'pdf-notes.txt')).toBe('text');
    expect(detectDocumentKind(utf8('plain words'), 'README')).toBe('text');
    expect(detectDocumentKind(utf8('<html><body>Hi</body></html>'), 'page.html')).toBe('html');
    expect(detectDocumentKind(utf8('a,b\n1,2'), 'table.csv')).toBe('csv');
    expect(detectDocumentKind(utf8('a\tb\n1\t2'), 'table.TSV')).toBe('csv');
    expect(detectDocumentKind(utf8('print("hi")'), 'script.py')).toBeNull();
  });

  it('accepts a zip only when it is a Word package or a spreadsheet', () => {
    const contentTypes = (main: string) =>
      `<?xml version="1.0"?><Types><Override PartName="/main.xml" ContentType="${main}"/></Types>`;
    const spreadsheet = buildZip({
      '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
    });
    const word = buildZip({
      '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
    });
    expect(detectDocumentKind(buildZip({ 'readme.txt': 'hello' }), 'archive.docx')).toBeNull();
    expect(detectDocumentKind(spreadsheet, 'budget.docx')).toBe('xlsx');
    expect(detectDocumentKind(word, 'letter.zip')).toBe('docx');
    expect(detectDocumentKind(buildZip({ mimetype: 'application/vnd.oasis.opendocument.spreadsheet' }), 'budget.zip')).toBe('ods');
    expect(detectDocumentKind(buildZip({ mimetype: 'application/vnd.oasis.opendocument.text' }), 'letter.ods')).toBeNull();
  });
});

describe('tables', () => {
  const table = (name: string) => fixture(`tables/${name}`);

  it.each([
    ['price-list.csv', 'csv', 'price-list', 'Item: Almond croissant; Category: Pastry; Size: single; Price (EUR): 2.60; Allergens: gluten, milk, almonds'],
    ['opening-hours.xlsx', 'xlsx', 'Opening hours of our branches', '## Holidays\n\nDate: 1 January; Holiday: New Year\'s Day; Hours: all branches closed'],
    ['bike-specs.ods', 'ods', 'E-bike range 2026: technical specifications', 'Model: Plegable; Type: Folding; Motor: Front hub 250 W; Battery (Wh): 280; Range (km): 45; Weight (kg): 16.9'],
    ['warranty.docx', 'docx', 'Warranty and returns policy', 'Product category: Gaming consoles; Warranty: 3 years'],
    ['shipping-rates.html', 'html', 'Shipping and delivery', '## Delivery times and costs by destination\n\nDestination: Spain (mainland); Standard delivery: 2-3 working days'],
  ])('reads %s row by row, each row a "Column: value" paragraph', async (name, kind, title, row) => {
    const doc = await extractDocument(table(name), name);
    expect(doc).toMatchObject({ kind, title });
    expect(doc.text).toContain(row);
  });

  it('says a damaged workbook is damaged', async () => {
    const xlsx = table('opening-hours.xlsx');
    expect((await parseFailure(xlsx.subarray(0, xlsx.length - 200), 'hours.xlsx')).reason).toBe('corrupt');
  });
});
