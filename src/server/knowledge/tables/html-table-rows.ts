import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { TableRow } from './table-rows';

/** The rows of one `<table>` element's markup; a table inside a cell is read as that cell's text. */
export function readHtmlTableRows(tableHtml: string): TableRow[] {
  const table = parseDocument(tableHtml).children.find((node): node is Element => isTag(node) && node.name === 'table');
  if (!table) return [];
  const rows: TableRow[] = [];
  const stack: { node: AnyNode; inHead: boolean }[] = table.children.map((node) => ({ node, inHead: false })).reverse();
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { node, inHead } = frame;
    if (!isTag(node)) continue;
    if (node.name === 'tr') {
      const cells = node.children.filter((child): child is Element => isTag(child) && (child.name === 'td' || child.name === 'th'));
      rows.push({ cells: cells.map(cellText), header: inHead || (cells.length > 0 && cells.every((cell) => cell.name === 'th')) });
    } else if (node.name === 'thead' || node.name === 'tbody' || node.name === 'tfoot') {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i], inHead: node.name === 'thead' });
    }
  }
  return rows;
}

function cellText(cell: Element): string {
  const parts: string[] = [];
  const stack: AnyNode[] = [cell];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (isText(node)) parts.push(node.data);
    else if (isTag(node)) {
      // paragraphs and nested cells only separate words
      if (node !== cell && (node.name === 'p' || node.name === 'td' || node.name === 'th' || node.name === 'br' || node.name === 'li')) parts.push(' ');
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}
