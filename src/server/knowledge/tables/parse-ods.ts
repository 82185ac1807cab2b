import { Parser } from 'htmlparser2';
import type { Sheet } from './sheet';

/**
 * A repeated row is how spreadsheet programs write many equal rows, most often the million empty
 * ones after the data; a row of values repeated this often is written out only this many times.
 */
const MAX_ROW_REPEATS = 100;

/** The sheets of an OpenDocument spreadsheet's content.xml, each cell as the text it displays. */
export function parseOds(contentXml: string): Sheet[] {
  const sheets: Sheet[] = [];
  let sheet: Sheet | null = null;
  let cells: string[] = [];
  let rowRepeats = 1;
  let cellRepeats = 1;
  let cellText: string[] | null = null;
  let paragraph = '';
  let pendingEmpty = 0;
  // comments on a cell (<office:annotation>) are not its value
  let annotation = 0;
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        if (name === 'table:table') {
          sheet = { name: attributes['table:name'] ?? null, rows: [] };
          sheets.push(sheet);
        } else if (name === 'table:table-row') {
          cells = [];
          pendingEmpty = 0;
          rowRepeats = Number(attributes['table:number-rows-repeated'] ?? 1) || 1;
        } else if (name === 'table:table-cell' || name === 'table:covered-table-cell') {
          cellText = [];
          cellRepeats = Number(attributes['table:number-columns-repeated'] ?? 1) || 1;
        } else if (name === 'office:annotation') annotation++;
        else if (cellText && annotation === 0) {
          if (name === 'text:p' || name === 'text:h') paragraph = '';
          else if (name === 'text:s') paragraph += ' '.repeat(Math.min(Number(attributes['text:c'] ?? 1) || 1, 100));
          else if (name === 'text:tab' || name === 'text:line-break') paragraph += ' ';
        }
      },
      ontext: (text) => {
        if (cellText && annotation === 0) paragraph += text;
      },
      onclosetag: (name) => {
        if (name === 'office:annotation') annotation--;
        else if ((name === 'text:p' || name === 'text:h') && cellText && annotation === 0) cellText.push(paragraph);
        else if ((name === 'table:table-cell' || name === 'table:covered-table-cell') && cellText) {
          const text = cellText.join(' ').trim();
          cellText = null;
          // empty cells only count when a value follows them: a row ends in thousands of them
          if (!text) pendingEmpty += cellRepeats;
          else {
            for (; pendingEmpty > 0; pendingEmpty--) cells.push('');
            for (let i = 0; i < Math.min(cellRepeats, MAX_ROW_REPEATS); i++) cells.push(text);
          }
        } else if (name === 'table:table-row' && sheet) {
          if (cells.length === 0) return;
          for (let i = 0; i < Math.min(rowRepeats, MAX_ROW_REPEATS); i++) sheet.rows.push({ cells });
        } else if (name === 'table:table') sheet = null;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(contentXml);
  return sheets;
}
