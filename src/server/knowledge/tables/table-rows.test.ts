import { describe, expect, it } from 'vitest';
import { formatTableRows } from './table-rows';

describe('formatTableRows', () => {
  it('writes each row as its own "Column: value" paragraph under the marked header', () => {
    const rows = [{ cells: ['Item', 'Price'], header: true }, { cells: ['Baguette', '1.60'] }, { cells: ['Croissant', ''] }];
    expect(formatTableRows(rows, { guessHeader: false })).toEqual({ rows: ['Item: Baguette; Price: 1.60', 'Item: Croissant'], named: true });
  });

  it('takes a first row of short labels as the column names when asked to guess', () => {
    const rows = [{ cells: ['Branch', 'Sunday'] }, { cells: ['Centro', 'closed'] }];
    expect(formatTableRows(rows, { guessHeader: true }).rows).toEqual(['Branch: Centro; Sunday: closed']);
  });

  it('keeps rows ` | `-joined when the first row holds data, or when not guessing', () => {
    const numbers = [{ cells: ['2024', '1.5'] }, { cells: ['2025', '1.7'] }];
    expect(formatTableRows(numbers, { guessHeader: true })).toEqual({ rows: ['2024 | 1.5', '2025 | 1.7'], named: false });
    const layout = [{ cells: ['Menu', 'Welcome to our shop'] }, { cells: ['Home', 'News'] }];
    expect(formatTableRows(layout, { guessHeader: false }).rows).toEqual(['Menu | Welcome to our shop', 'Home | News']);
  });

  it('keeps a value whose column has no name, and skips empty rows', () => {
    const rows = [{ cells: ['Model', '', 'Price'], header: true }, { cells: ['', '', ''] }, { cells: ['Gravel E', 'new', '3190'] }];
    expect(formatTableRows(rows, { guessHeader: false }).rows).toEqual(['Model: Gravel E; new; Price: 3190']);
  });

  it('ignores a header mark that comes after data rows', () => {
    const rows = [{ cells: ['a', 'b'] }, { cells: ['Total', '3'], header: true }];
    expect(formatTableRows(rows, { guessHeader: false }).rows).toEqual(['a | b', 'Total | 3']);
  });
});
