import { Parser } from 'htmlparser2';
import type { Sheet } from './sheet';
import type { TableRow } from './table-rows';

/** The XML parts of an .xlsx package, read by the caller within its limits; null when absent. */
export type ReadPart = (name: string) => string | null;

const CELL_REFERENCE = /^([A-Z]+)\d*$/;

/**
 * The sheets of an Office Open XML workbook, in the workbook's order: cell values as stored
 * (shared strings, inline strings, numbers, booleans); formulas by their cached value; number
 * formats such as dates are not applied (a date reads as Excel's day number).
 */
export function parseXlsx(readPart: ReadPart): Sheet[] {
  const workbook = readPart('xl/workbook.xml');
  if (workbook === null) return [];
  const targets = readRelationships(readPart('xl/_rels/workbook.xml.rels') ?? '');
  const shared = readSharedStrings(readPart('xl/sharedStrings.xml') ?? '');
  const sheets: Sheet[] = [];
  for (const { name, relationId } of readSheetList(workbook)) {
    const target = targets.get(relationId);
    const xml = target ? readPart(target.startsWith('/') ? target.slice(1) : `xl/${target}`) : null;
    if (xml !== null) sheets.push({ name, rows: readSheetRows(xml, shared) });
  }
  return sheets;
}

function parseXml(xml: string, handlers: { open?: (name: string, attributes: Record<string, string>) => void; text?: (text: string) => void; close?: (name: string) => void }): void {
  const parser = new Parser(
    { onopentag: handlers.open, ontext: handlers.text, onclosetag: handlers.close },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
}

function readSheetList(xml: string): { name: string; relationId: string }[] {
  const sheets: { name: string; relationId: string }[] = [];
  parseXml(xml, {
    open: (name, attributes) => {
      if (localName(name) === 'sheet' && attributes['r:id']) sheets.push({ name: attributes.name ?? '', relationId: attributes['r:id'] });
    },
  });
  return sheets;
}

function readRelationships(xml: string): Map<string, string> {
  const targets = new Map<string, string>();
  parseXml(xml, {
    open: (name, attributes) => {
      if (localName(name) === 'Relationship' && attributes.Id && attributes.Target) targets.set(attributes.Id, attributes.Target);
    },
  });
  return targets;
}

function readSharedStrings(xml: string): string[] {
  const strings: string[] = [];
  let current = '';
  let inText = false;
  // phonetic guides (<rPh>) repeat a string's reading in kana: not part of its text
  let phonetic = 0;
  parseXml(xml, {
    open: (name) => {
      const tag = localName(name);
      if (tag === 'si') current = '';
      else if (tag === 'rPh') phonetic++;
      else if (tag === 't') inText = true;
    },
    text: (text) => {
      if (inText && phonetic === 0) current += text;
    },
    close: (name) => {
      const tag = localName(name);
      if (tag === 'si') strings.push(current);
      else if (tag === 'rPh') phonetic--;
      else if (tag === 't') inText = false;
    },
  });
  return strings;
}

function readSheetRows(xml: string, shared: string[]): TableRow[] {
  const rows: TableRow[] = [];
  let cells: string[] = [];
  let cell: { column: number; type: string } | null = null;
  let value = '';
  let inValue = false;
  parseXml(xml, {
    open: (name, attributes) => {
      const tag = localName(name);
      if (tag === 'row') cells = [];
      else if (tag === 'c') {
        const letters = CELL_REFERENCE.exec(attributes.r ?? '')?.[1];
        cell = { column: letters ? columnIndex(letters) : cells.length, type: attributes.t ?? 'n' };
        value = '';
      } else if (cell && (tag === 'v' || tag === 't')) inValue = true;
    },
    text: (text) => {
      if (inValue) value += text;
    },
    close: (name) => {
      const tag = localName(name);
      if (tag === 'v' || tag === 't') inValue = false;
      else if (tag === 'c' && cell) {
        const text = cellText(cell.type, value, shared);
        if (text) {
          while (cells.length < cell.column) cells.push('');
          cells[cell.column] = text;
        }
        cell = null;
      } else if (tag === 'row') rows.push({ cells });
    },
  });
  return rows;
}

function cellText(type: string, value: string, shared: string[]): string {
  switch (type) {
    case 's':
      return shared[Number(value)] ?? '';
    case 'b':
      return value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : '';
    case 'e':
      return '';
    default:
      return value;
  }
}

function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}
