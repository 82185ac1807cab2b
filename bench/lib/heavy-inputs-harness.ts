// The heavy and hostile uploads of the heavy-inputs bench, built in memory (nothing to commit).
import { buildDeflatedZip, buildDocxBomb, buildPdf, deflatedEntry } from '../../src/server/knowledge/documents/test-files';

export interface HeavyInput {
  name: string;
  fileName: string;
  bytes: Uint8Array;
}

const XLSX_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>';
const XLSX_RELS = '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const WORKBOOK = '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS = '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>';

/** A product list of `rows` rows (name, price, stock) plus a header row, names from 1,000 shared strings. */
function buildXlsx(rows: number): Uint8Array {
  const names = Array.from({ length: 1000 }, (_, i) => `Product ${i}`);
  const strings = ['Name', 'Price', 'Stock', ...names];
  const shared = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`;
  const lines = ['<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>'];
  for (let i = 0; i < rows; i++) lines.push(`<row><c t="s"><v>${3 + (i % 1000)}</v></c><c><v>${(i % 997) + 0.5}</v></c><c><v>${i % 89}</v></c></row>`);
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${lines.join('')}</sheetData></worksheet>`;
  return buildDeflatedZip([
    deflatedEntry('[Content_Types].xml', XLSX_TYPES),
    deflatedEntry('_rels/.rels', XLSX_RELS),
    deflatedEntry('xl/workbook.xml', WORKBOOK),
    deflatedEntry('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    deflatedEntry('xl/sharedStrings.xml', shared),
    deflatedEntry('xl/worksheets/sheet1.xml', sheet),
  ]);
}

/** `pages` pages of five lines of text each, compressed as PDF writers do. */
function buildLongPdf(pages: number): Uint8Array {
  const page = (n: number) =>
    `BT /F1 11 Tf 72 720 Td 14 TL ${[0, 1, 2, 3, 4].map((l) => `(Section ${n}.${l}: the warranty covers parts and labour for model ${n * 5 + l}.) '`).join(' ')} ET`;
  return buildPdf(Array.from({ length: pages }, (_, i) => page(i + 1)), { compress: true });
}

export function heavyInputs(): HeavyInput[] {
  return [
    { name: '10 MB text, one word', fileName: 'one-word.txt', bytes: new Uint8Array(Buffer.from('a'.repeat(10_000_000))) },
    { name: '512 MB decompressed archive (DOCX)', fileName: 'bomb.docx', bytes: buildDocxBomb(512, 64 * 1024) },
    { name: '2,000-page PDF', fileName: 'manual.pdf', bytes: buildLongPdf(2000) },
    { name: '100,000-row spreadsheet (XLSX)', fileName: 'products.xlsx', bytes: buildXlsx(100_000) },
  ];
}
