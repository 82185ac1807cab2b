import { describe, expect, it } from 'vitest';
import { CSV_BOM, CsvSyntaxError, csvRow, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, and every line ending', () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\n1,,3\r4,5,6')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
      ['4', '5', '6'],
    ]);
  });

  it('drops a leading byte order mark and skips blank lines', () => {
    expect(parseCsv(`${CSV_BOM}q,a\n\nx,y\n\n`)).toEqual([
      ['q', 'a'],
      ['x', 'y'],
    ]);
  });

  it('keeps a record of empty quoted cells', () => {
    expect(parseCsv('a\n""\n')).toEqual([['a'], ['']]);
  });

  it('reads back what csvRow writes', () => {
    const values = ['plain', 'with, comma', 'with "quotes"', 'multi\r\nline', ''];
    expect(parseCsv(csvRow(values) + csvRow(values))).toEqual([values, values]);
  });

  it('names the record of an unclosed quote or text after a closing quote', () => {
    expect(() => parseCsv('a\n"open,x\n')).toThrow(new CsvSyntaxError(2, 'a quoted cell is never closed'));
    try {
      parseCsv('a,b\nok,fine\n"x"y,z\n');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(CsvSyntaxError);
      expect((err as CsvSyntaxError).row).toBe(3);
    }
  });
});
