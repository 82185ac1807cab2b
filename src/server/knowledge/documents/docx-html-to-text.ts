import { readHtmlTableRows } from '../tables/html-table-rows';
import { formatTableRows } from '../tables/table-rows';
import { joinParagraphs, normaliseText } from './normalise-text';

// Mammoth's HTML is small and regular (https://github.com/mwilliamson/mammoth.js#readme): paragraphs,
// headings, lists, tables, inline emphasis and links. A tag scanner is enough, but for tables, whose
// rows and cells are read with htmlparser2.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
const TABLE_TAG = /<(\/?)table\b[^>]*>/g;
const FOOTNOTE_BACKLINK = /<a href="#(?:footnote|endnote)-ref-[^"]*">↑<\/a>/g;
const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos|nbsp);/g;
const MAX_CODE_POINT = 0x10ffff;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Turns Mammoth's HTML into paragraphs separated by blank lines, headings as `#` lines, lists as
 * `- ` items, tables row by row (see formatTableRows: a Word table's first row usually names its columns).
 */
export function docxHtmlToText(html: string): string {
  return flattenHtml(rewriteTables(html));
}

/** Each outermost table replaced by paragraphs of its rows' text, escaped back into markup. */
function rewriteTables(html: string): string {
  let out = '';
  let depth = 0;
  let start = 0;
  let copied = 0;
  for (const match of html.matchAll(TABLE_TAG)) {
    const closing = match[1] === '/';
    if (!closing && depth++ === 0) start = match.index;
    if (closing && depth > 0 && --depth === 0) {
      const end = match.index + match[0].length;
      out += html.slice(copied, start) + tableMarkup(html.slice(start, end));
      copied = end;
    }
  }
  return out + html.slice(copied);
}

function tableMarkup(tableHtml: string): string {
  const table = formatTableRows(readHtmlTableRows(tableHtml), { guessHeader: true });
  const escaped = table.rows.map((row) => row.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  return table.named ? escaped.map((row) => `<p>${row}</p>`).join('') : `<p>${escaped.join('<br>')}</p>`;
}

function flattenHtml(html: string): string {
  const lists: { ordered: boolean; next: number }[] = [];
  let itemDepth = 0;
  const flat = html.replace(FOOTNOTE_BACKLINK, '').replace(TAG, (_tag, closing: string, name: string) => {
    const tag = name.toLowerCase();
    const opening = closing === '';
    if (/^h[1-6]$/.test(tag)) return opening ? `\n\n${'#'.repeat(Number(tag[1]))} ` : '\n\n';
    switch (tag) {
      case 'p':
        // Word puts paragraphs inside list items; there they only separate words.
        if (itemDepth > 0) return opening ? '' : ' ';
        return '\n\n';
      case 'br':
        return '\n';
      case 'ul':
      case 'ol':
        // a nested list stays inside its parent's paragraph so its indentation survives
        if (opening) return lists.push({ ordered: tag === 'ol', next: 1 }) > 1 ? '' : '\n\n';
        lists.pop();
        return lists.length > 0 ? '' : '\n\n';
      case 'li':
        itemDepth += opening ? 1 : -1;
        return opening ? `\n${listMarker(lists)}` : '';
      default:
        return '';
    }
  });
  const text = normaliseText(decodeEntities(flat));
  return joinParagraphs(text.split('\n\n').filter((paragraph) => !/^#+\s*$/.test(paragraph.trim())));
}

export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, body: string) => {
    if (!body.startsWith('#')) return NAMED_ENTITIES[body] ?? entity;
    const code = body.startsWith('#x') ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return code <= MAX_CODE_POINT ? String.fromCodePoint(code) : entity;
  });
}

function listMarker(lists: { ordered: boolean; next: number }[]): string {
  const list = lists.at(-1);
  const indent = '  '.repeat(Math.max(0, lists.length - 1));
  if (!list?.ordered) return `${indent}- `;
  return `${indent}${list.next++}. `;
}
