import type { Element } from 'domhandler';
import { escapeHeadingMarks } from '../heading-marks';
import { formatTableRows, type TableRow } from '../tables/table-rows';

const BLOCK_TAGS = new Set([
  'address', 'article', 'blockquote', 'body', 'caption', 'center', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset',
  'figcaption', 'figure', 'footer', 'header', 'hgroup', 'hr', 'html', 'legend', 'main', 'p', 'section', 'summary', 'table',
  'tbody', 'tfoot', 'thead',
]);
const HEADING_PREFIXES = new Map([1, 2, 3, 4, 5, 6].map((level) => [`h${level}`, `${'#'.repeat(level)} `]));
const WHITESPACE = /[\s\u200b\u00ad]+/g;

type BlockKind = 'para' | 'item' | 'row';

function cleanInline(text: string): string {
  if (!text.includes('\n')) return text.replace(/ {2,}/g, ' ').trim();
  return text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function cleanPreformatted(text: string): string {
  return text.split('\n').map((line) => line.trimEnd()).join('\n').replace(/^\n+|\n+$/g, '');
}

/**
 * Turns a stream of open/text/close events into light Markdown: `#` headings, paragraphs between
 * blank lines, `- ` list items; a table with a row of column names (`<th>` cells, `<thead>`) as one
 * "Column: value; Column: value" paragraph per row, any other table's rows as ` | `-joined cells.
 */
export class PageTextWriter {
  private readonly blocks: { text: string; kind: BlockKind }[] = [];
  private inline = '';
  private prefix = '';
  private kind: BlockKind = 'para';
  private listDepth = 0;
  private preDepth = 0;
  private rowDepth = 0;
  private cellDepth = 0;
  private cells: string[] = [];
  private headerCells = 0;
  /** rows of the tables being read, innermost last; a table inside a cell is read as the cell's text */
  private readonly tables: TableRow[][] = [];
  private theadDepth = 0;

  text(data: string): void {
    this.inline += this.preDepth > 0 ? data : data.replace(WHITESPACE, ' ');
  }

  open(element: Element): void {
    const name = element.name;
    if (name === 'br') this.inline += '\n';
    else if (name === 'tr') this.openRow();
    else if ((name === 'td' || name === 'th') && this.rowDepth > 0) this.openCell(name === 'th');
    else if (this.cellDepth > 0) this.inline += ' ';
    else if (name === 'table') {
      this.endBlock();
      this.tables.push([]);
    } else if (name === 'thead') this.theadDepth++;
    else if (HEADING_PREFIXES.has(name)) this.startBlock(HEADING_PREFIXES.get(name) ?? '', 'para');
    else if (name === 'li') this.startBlock(`${'  '.repeat(Math.max(0, this.listDepth - 1))}- `, 'item');
    else if (name === 'ul' || name === 'ol' || name === 'menu') {
      this.endBlock();
      this.listDepth++;
    } else if (name === 'pre') {
      this.endBlock();
      this.preDepth++;
    } else if (BLOCK_TAGS.has(name) || name === 'td' || name === 'th') this.endBlock();
  }

  close(element: Element): void {
    const name = element.name;
    if (name === 'tr') this.closeRow();
    else if ((name === 'td' || name === 'th') && this.rowDepth > 0) this.closeCell();
    else if (this.cellDepth > 0) this.inline += ' ';
    else if (name === 'table') this.closeTable();
    else if (name === 'thead') this.theadDepth = Math.max(0, this.theadDepth - 1);
    else if (HEADING_PREFIXES.has(name) || name === 'li') this.startBlock('', 'para');
    else if (name === 'ul' || name === 'ol' || name === 'menu') {
      this.endBlock();
      this.listDepth--;
    } else if (name === 'pre') {
      this.endBlock();
      this.preDepth--;
    } else if (BLOCK_TAGS.has(name) || name === 'td' || name === 'th') this.endBlock();
  }

  finish(): string {
    this.endBlock();
    let out = '';
    this.blocks.forEach((block, i) => {
      const previous = this.blocks[i - 1];
      if (previous) out += previous.kind === block.kind && block.kind !== 'para' ? '\n' : '\n\n';
      out += block.text;
    });
    return out;
  }

  private startBlock(prefix: string, kind: BlockKind): void {
    this.endBlock();
    this.prefix = prefix;
    this.kind = kind;
  }

  private endBlock(): void {
    if (this.cellDepth > 0) {
      this.inline += ' ';
      return;
    }
    let text = this.preDepth > 0 ? cleanPreformatted(this.inline) : cleanInline(this.inline);
    this.inline = '';
    if (!text) return;
    if (this.prefix) text = text.replace(/\n/g, ' ');
    // preformatted text is fenced as Markdown code: its `#` lines are comments, not headings
    else if (this.preDepth > 0) text = `\`\`\`\n${text.replace(/^```/gm, '\\```')}\n\`\`\``;
    else text = escapeHeadingMarks(text);
    this.blocks.push({ text: this.prefix + text, kind: this.kind });
  }

  private openRow(): void {
    if (this.rowDepth++ > 0) {
      this.inline += ' ';
      return;
    }
    this.endBlock();
    this.cells = [];
    this.headerCells = 0;
  }

  private closeRow(): void {
    if (--this.rowDepth > 0) return;
    const cells = this.cells;
    const header = this.theadDepth > 0 || (this.headerCells > 0 && this.headerCells === cells.length);
    this.cells = [];
    this.inline = '';
    const table = this.tables.at(-1);
    if (table) table.push({ cells, header });
    else this.pushRows([{ cells }]);
  }

  private closeTable(): void {
    const rows = this.tables.pop();
    if (rows) this.pushRows(rows);
  }

  private pushRows(rows: TableRow[]): void {
    // a page's tables are often layout: only a marked row of names is taken as the columns'
    const table = formatTableRows(rows, { guessHeader: false });
    const kind: BlockKind = table.named ? 'para' : 'row';
    for (const text of table.rows) this.blocks.push({ text: escapeHeadingMarks(text), kind });
  }

  private openCell(header: boolean): void {
    if (this.cellDepth++ > 0) this.inline += ' ';
    else {
      this.inline = '';
      if (header) this.headerCells++;
    }
  }

  private closeCell(): void {
    if (--this.cellDepth === 0) {
      this.cells.push(cleanInline(this.inline).replace(/\n/g, ' '));
      this.inline = '';
    }
  }
}
