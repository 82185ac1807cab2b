/**
 * English query expansion from WordNet: a question's content words are also searched through their
 * synonyms (and, by kind, derivationally related words and hypernyms), at a lower weight than the
 * question's own words (see docs/decisions/0048). The table is derived from WordNet 3.1 by
 * scripts/wordnet-related.mjs into a compact gzipped file, read on the first English question only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { resolveAppRoot } from '../platform/app-root';

export type RelatedKind = 'synonyms' | 'derived' | 'hypernyms';

export interface Expansion {
  kinds: RelatedKind[];
  /** a related word's weight against the question's own words (1) */
  weight: number;
}

/** Chosen on bench/retrieval-eval (docs/decisions/0048): only what gained there. */
export const DEFAULT_EXPANSION: Expansion = { kinds: ['synonyms', 'derived', 'hypernyms'], weight: 0.3 };

// read from the sources, built or not, as the migrations are
const FILE = path.join(resolveAppRoot(), 'src/server/knowledge/related-words.txt.gz');
const KIND_INDEX: Record<RelatedKind, number> = { synonyms: 0, derived: 1, hypernyms: 2 };
/** at most this many related words per question word, of each kind */
const PER_WORD = 4;
const MAX_WORDS = 24;

/** PostgreSQL's English stop words (the ones its english configuration drops), plus question words. */
const STOP_WORDS = new Set(
  ('i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself they them their theirs themselves ' +
    'what which who whom this that these those am is are was were be been being have has had having do does did doing a an the and but if or because as until while ' +
    'of at by for with about against between into through during before after above below to from up down in out on off over under again further then once here there ' +
    'when where why how all any both each few more most other some such no nor not only own same so than too very s t can will just don should now use using used get ' +
    'way want make need one two also would could may might must shall')
    .split(' '),
);

/**
 * The table as read: its text (one string, about 3 MB) and where each line starts; lines are sorted
 * by word, so a word is found by binary search without a map of 65,000 entries on the heap.
 */
let table: { text: string; starts: Int32Array } | null = null;

function load(): { text: string; starts: Int32Array } {
  if (table) return table;
  const text = gunzipSync(readFileSync(FILE)).toString('latin1');
  const starts: number[] = [];
  for (let at = 0; at < text.length; at = text.indexOf('\n', at) + 1 || text.length) starts.push(at);
  table = { text, starts: Int32Array.from(starts) };
  return table;
}

/** a word's line after the tab, or undefined */
function lookUp(word: string): string | undefined {
  const { text, starts } = load();
  let lo = 0;
  let hi = starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const tab = text.indexOf('\t', starts[mid]);
    const key = text.slice(starts[mid], tab);
    if (key === word) {
      const end = text.indexOf('\n', tab);
      return text.slice(tab + 1, end === -1 ? text.length : end);
    }
    if (key < word) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/** The forms of an inflected English word that WordNet may list, the word itself first. */
function baseForms(word: string): string[] {
  const forms = [word];
  const add = (suffix: string, replacement: string) => {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) forms.push(word.slice(0, -suffix.length) + replacement);
  };
  add('ies', 'y');
  add('es', '');
  add('s', '');
  add('ed', '');
  add('ed', 'e');
  add('ing', '');
  add('ing', 'e');
  if (/(bb|dd|gg|ll|mm|nn|pp|rr|tt)(ed|ing)$/.test(word)) forms.push(word.replace(/(.)\1(ed|ing)$/, '$1'));
  return forms;
}

/** The related words of a question's content words, joined (empty when there are none). */
export function relatedWords(question: string, expansion: Expansion = DEFAULT_EXPANSION): string {
  if (expansion.kinds.length === 0) return '';
  const words = question.toLowerCase().match(/[a-z]+/g) ?? [];
  const own = new Set(words);
  const content = [...new Set(words)].filter((w) => w.length > 2 && !STOP_WORDS.has(w));
  if (content.length === 0) return '';
  const out = new Set<string>();
  for (const word of content) {
    const entry = baseForms(word).map(lookUp).find((e) => e !== undefined);
    if (!entry) continue;
    const kinds = entry.split('|');
    for (const kind of expansion.kinds) {
      for (const w of (kinds[KIND_INDEX[kind]] ?? '').split(' ').filter(Boolean).slice(0, PER_WORD)) {
        if (!own.has(w) && !STOP_WORDS.has(w)) out.add(w);
      }
    }
  }
  return [...out].slice(0, MAX_WORDS).join(' ');
}

/** whether the table was read (for the memory bench) */
export function relatedWordsLoaded(): boolean {
  return table !== null;
}
