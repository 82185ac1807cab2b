import { KNOWLEDGE_HEADER } from './system-prompt';

export interface Passage {
  /** the document's title, and " › section" when the passage sits under a heading */
  title: string;
  body: string;
}

/** A whole sentence of a passage, with the heading it sits under. */
export interface PassageSentence {
  text: string;
  heading: string | null;
  passage: number;
  position: number;
}

interface Unit {
  text: string;
  heading: string | null;
  item: boolean;
}

/** Reads back the passages that buildSystemPrompt put under the knowledge header, best first. */
export function passagesFrom(system: string): Passage[] {
  const at = system.indexOf(KNOWLEDGE_HEADER);
  if (at < 0) return [];
  const block = system.slice(at + KNOWLEDGE_HEADER.length);
  // passages hold blank lines of their own: one ends only where the next label starts, or at the end
  return [...block.matchAll(/^\[\d+\] ([^\n]*)\n([\s\S]*?)(?=\n\n\[\d+\] |(?![\s\S]))/gm)].map((m) => ({
    title: m[1].replace(/ \(https?:[^)]*\)$/, ''),
    body: m[2].trim(),
  }));
}

const HEADING = /^#{1,6}\s+(.+?)\s*#*$/;
const LIST_MARK = /^(?:[-*+•·]|\d{1,3}[.)])\s+/;
const FENCE = /^(?:```|~~~)/;
const RULE_LINE = /^(?:[-*_=]\s*){3,}$|^\|?[\s:|-]+\|[\s:|-]*$/;
const TERMINAL = /[.!?…]["'»)\]]*$/;
// a period after these is not the end of a sentence ("BrightBikes Rental Co. was founded…")
const ABBREVIATION = /(?:^|[\s(])(?:co|inc|ltd|corp|llc|mr|mrs|ms|dr|prof|st|sr|sra|srta|jr|vs|etc|approx|no|nº|av|avda|dept|tel|ext|p\.ej|e\.g|i\.e|[a-z])\.$/i;
const SENTENCE_BREAK = /[.!?…]+["'»)\]]*\s+(?=["'«(¿¡]?[\p{Lu}\p{N}])/gu;
// a line cut by the chunker, longer than any contact line or list entry, is no sentence
const CUT_LINE_MIN = 150;

const normalized = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Text as a visitor reads it: no Markdown emphasis, links, escapes or citation markers. */
export function plainText(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\s*\[\d+\]/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(?<![\p{L}\p{N}*_])[*_](?=\S)(.+?)(?<=\S)[*_](?![\p{L}\p{N}*_])/gu, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\\([#*_`[\]\\])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const m of text.matchAll(SENTENCE_BREAK)) {
    const end = m.index + m[0].trimEnd().length;
    if (ABBREVIATION.test(text.slice(start, end))) continue;
    sentences.push(text.slice(start, end).trim());
    start = m.index + m[0].length;
  }
  sentences.push(text.slice(start).trim());
  return sentences.filter((s) => /\p{L}/u.test(s));
}

/** A short line of capitalised words without a sentence's punctuation: a title, not an answer. */
function looksLikeTitle(text: string, titles: Set<string>): boolean {
  if (titles.has(normalized(text))) return true;
  if (/[.!?…:;,]$/.test(text) || /\d/.test(text)) return false;
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.length > 0 && words.length <= 8 && words.every((w) => w.length < 4 || /^["'«(¿¡]?\p{Lu}/u.test(w));
}

/**
 * Whether the passage starts inside a sentence: chunks overlap, so one may begin with the tail of
 * its predecessor's last sentence. A lower-case or punctuation start gives it away; otherwise
 * another passage holding the same line after a word of the same sentence does.
 */
function startsMidSentence(firstLine: string, others: Passage[]): boolean {
  if (/^[^\p{L}\p{N}"'«(¿¡#>*+•·-]/u.test(firstLine) || /^\p{Ll}/u.test(firstLine)) return true;
  return others.some((p) => {
    const at = p.body.indexOf(firstLine);
    return at > 0 && /[\p{L}\p{N},;]\s*$/u.test(p.body.slice(0, at)) && !/\n\s*$/.test(p.body.slice(0, at));
  });
}

/**
 * The passage's paragraphs and list entries, cleaned: headings, title lines, code and tables
 * left out, lines the chunker split inside a sentence joined again, and a piece of a sentence at
 * either end of the chunk dropped.
 */
function unitsOf(passage: Passage, others: Passage[]): Unit[] {
  const titleParts = passage.title.split(' › ');
  const titles = new Set(titleParts.map(normalized));
  let heading: string | null = titleParts.length > 1 ? titleParts[titleParts.length - 1] : null;
  const units: Unit[] = [];
  let last: Unit | null = null;
  let inFence = false;
  let first = true;
  let inFragment = false;
  for (const raw of passage.body.split('\n')) {
    const line = raw.trim();
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence || FENCE.test(line) || !line || RULE_LINE.test(line)) continue;
    const isFirst = first;
    first = false;
    const headingMatch = HEADING.exec(line);
    if (headingMatch) {
      heading = plainText(headingMatch[1]);
      titles.add(normalized(heading));
      last = null;
      inFragment = false;
      continue;
    }
    // the tail of a cut sentence may run over several lines; what follows its end is kept
    let kept = line;
    if ((isFirst && startsMidSentence(line, others)) || (inFragment && /^\p{Ll}/u.test(line))) {
      const [, ...rest] = splitSentences(line);
      inFragment = rest.length === 0 && !TERMINAL.test(line);
      if (rest.length === 0) continue;
      kept = rest.join(' ');
    }
    inFragment = false;
    const item = LIST_MARK.test(kept);
    const text = plainText(kept.replace(LIST_MARK, '').replace(/^>\s*/, '').replace(/^\|(.*)\|$/, '$1').replaceAll('|', ' – '));
    if (!text) continue;
    // the chunker writes each sentence of a long paragraph on a line of its own, and some cut after "Co."
    if (last && !item && /^\p{Ll}/u.test(text)) {
      last.text = `${last.text} ${text}`;
      continue;
    }
    if (!item && looksLikeTitle(text, titles)) {
      heading = text;
      last = null;
      continue;
    }
    last = { text, heading, item };
    units.push(last);
  }
  const end = units.at(-1);
  if (end && !end.item && end.text.length >= CUT_LINE_MIN && !TERMINAL.test(end.text)) units.pop();
  // a line that only introduces what follows ("Our prices:") answers nothing by itself
  return units.filter((u) => !u.text.endsWith(':'));
}

/** The whole sentences of the passages, in reading order, each with its section heading. */
export function sentencesOf(passages: Passage[]): PassageSentence[] {
  return passages.flatMap((passage, index) => {
    const others = passages.filter((_, i) => i !== index);
    return unitsOf(passage, others)
      .flatMap((unit) => splitSentences(unit.text).map((text) => ({ text, heading: unit.heading })))
      .map((s, position) => ({ ...s, passage: index, position }));
  });
}
