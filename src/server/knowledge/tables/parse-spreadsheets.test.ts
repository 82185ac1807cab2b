import { describe, expect, it } from 'vitest';
import { parseOds } from './parse-ods';
import { parseXlsx } from './parse-xlsx';

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

describe('parseXlsx', () => {
  it('reads the sheets in workbook order: shared and inline strings, numbers, booleans, cells placed by reference', () => {
    const parts: Record<string, string> = {
      'xl/workbook.xml': `<workbook ${MAIN} xmlns:r="r"><sheets><sheet name="Prices" sheetId="1" r:id="rId2"/><sheet name="Notes" sheetId="2" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': '<Relationships><Relationship Id="rId1" Target="worksheets/sheet2.xml"/><Relationship Id="rId2" Target="/xl/worksheets/sheet1.xml"/></Relationships>',
      'xl/sharedStrings.xml': `<sst ${MAIN}><si><t>Item</t></si><si><r><t>Bun </t></r><r><t>&amp; jam</t></r><rPh><t>ぶん</t></rPh></si></sst>`,
      'xl/worksheets/sheet1.xml': `<worksheet ${MAIN}><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><t>Vegan</t></is></c></row><row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2"><v>1.2</v></c><c r="C2" t="b"><v>1</v></c><c r="D2" t="e"><v>#N/A</v></c></row></sheetData></worksheet>`,
      'xl/worksheets/sheet2.xml': `<worksheet ${MAIN}><sheetData><row r="1"><c r="A1" t="str"><f>1+1</f><v>2</v></c></row></sheetData></worksheet>`,
    };
    expect(parseXlsx((name) => parts[name] ?? null)).toEqual([
      { name: 'Prices', rows: [{ cells: ['Item', '', 'Vegan'] }, { cells: ['Bun & jam', '1.2', 'TRUE'] }] },
      { name: 'Notes', rows: [{ cells: ['2'] }] },
    ]);
  });

  it('finds no sheets without a workbook part', () => {
    expect(parseXlsx(() => null)).toEqual([]);
  });
});

describe('parseOds', () => {
  it('reads each table with repeated cells and rows, spaces, and without comments or the trailing empty rows', () => {
    const xml = `<office:document-content xmlns:office="o" xmlns:table="t" xmlns:text="x"><office:body><office:spreadsheet>
      <table:table table:name="Bikes"><table:table-row><table:table-cell><text:p>Model</text:p></table:table-cell><table:table-cell table:number-columns-repeated="2"/><table:table-cell><text:p>Price</text:p></table:table-cell></table:table-row>
      <table:table-row table:number-rows-repeated="2"><table:table-cell office:value-type="string"><text:p>Urbano<text:s text:c="2"/>1</text:p><office:annotation><text:p>check</text:p></office:annotation></table:table-cell><table:covered-table-cell/><table:table-cell/><table:table-cell office:value-type="float" office:value="1490"><text:p>1,490</text:p></table:table-cell><table:table-cell table:number-columns-repeated="1020"/></table:table-row>
      <table:table-row table:number-rows-repeated="1048000"><table:table-cell table:number-columns-repeated="1024"/></table:table-row></table:table>
      <table:table table:name="Empty"/></office:spreadsheet></office:body></office:document-content>`;
    const row = { cells: ['Urbano  1', '', '', '1,490'] };
    expect(parseOds(xml)).toEqual([
      { name: 'Bikes', rows: [{ cells: ['Model', '', '', 'Price'] }, row, row] },
      { name: 'Empty', rows: [] },
    ]);
  });

  it('writes a row of values repeated a million times only a hundred times', () => {
    const xml = `<table:table table:name="S"><table:table-row table:number-rows-repeated="1000000"><table:table-cell><text:p>x</text:p></table:table-cell></table:table-row></table:table>`;
    expect(parseOds(xml)[0].rows).toHaveLength(100);
  });
});
