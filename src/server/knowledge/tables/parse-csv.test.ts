import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv';

const cellsOf = (text: string) => parseCsv(text).rows.map((row) => row.cells);

describe('parseCsv', () => {
  it('reads quoted fields holding commas, doubled quotes and line breaks, with CRLF or LF rows', () => {
    expect(cellsOf('Item,Note\r\n"Bun, large","say ""hi""\nthere"\r\nTea,\n')).toEqual([
      ['Item', 'Note'],
      ['Bun, large', 'say "hi"\nthere'],
      ['Tea', ''],
    ]);
  });

  it('takes the delimiter the first line uses most: semicolon or tab', () => {
    expect(cellsOf('Item;Price\nBun;1,20')).toEqual([['Item', 'Price'], ['Bun', '1,20']]);
    expect(cellsOf('Item\tPrice\nBun\t1.20')).toEqual([['Item', 'Price'], ['Bun', '1.20']]);
  });
});
