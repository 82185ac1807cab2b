/**
 * Which curated pair a visitor's question asks, from stemmed content words (Postgres' english or
 * spanish dictionary on accent-folded text, stop words out). A pair is read as several phrasings
 * (its question and alternatives); its score is the best of theirs.
 *
 * The score is the Dice coefficient of the two word sets (twice the shared words over the words
 * of both). On the frozen evaluation (tests/fixtures/curated-eval.json) it matched more
 * paraphrases with no false match than the same coefficient weighted by each word's rarity among
 * the agent's pairs: with twenty pairs, rarity mostly punishes a visitor's extra words.
 */

export type PairLanguage = 'en' | 'es';

export interface MatchablePair {
  id: string;
  language: PairLanguage;
  /** per phrasing, its lexemes */
  lexemes: string[][];
}

/** An agent's pairs ready to be compared: each phrasing's words as a set. */
export interface PairIndex {
  pairs: { id: string; language: PairLanguage; phrasings: Set<string>[] }[];
}

/** The visitor's question, stemmed both ways (the language it is in is not always clear). */
export interface StemmedQuestion {
  language: PairLanguage | null;
  lexemes: Record<PairLanguage, string[]>;
}

export interface PairMatch {
  id: string;
  score: number;
}

/**
 * Request words the stop lists keep ("I want…", "please", "quiero…", "¿podéis…?"): they say how
 * a visitor asks, not what, so they count on neither side. Stems, as the dictionaries leave them.
 */
const ASKING_WORDS = new Set(['want', 'pleas', 'tell', 'know', 'need', 'would', 'could', 'like', 'hello', 'hi', 'quier', 'podeis', 'pued', 'podri', 'gustari', 'necesit', 'sab', 'hol']);

function contentWords(lexemes: string[]): Set<string> {
  return new Set(lexemes.filter((t) => !ASKING_WORDS.has(t)));
}

export function buildPairIndex(pairs: MatchablePair[]): PairIndex {
  return {
    pairs: pairs.map((p) => ({ id: p.id, language: p.language, phrasings: p.lexemes.map(contentWords).filter((s) => s.size > 0) })),
  };
}

export function dice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** The best pair for the question in its language (in both when it cannot be told), or null when no phrasing shares a word. */
export function findBestPair(index: PairIndex, question: StemmedQuestion): PairMatch | null {
  const words = { en: contentWords(question.lexemes.en), es: contentWords(question.lexemes.es) };
  let best: PairMatch | null = null;
  for (const pair of index.pairs) {
    if (question.language && pair.language !== question.language) continue;
    for (const phrasing of pair.phrasings) {
      const score = dice(words[pair.language], phrasing);
      if (score > 0 && (!best || score > best.score)) best = { id: pair.id, score };
    }
  }
  return best;
}
