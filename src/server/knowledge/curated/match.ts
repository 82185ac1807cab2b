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

interface Phrasing {
  pairId: string;
  /** how many distinct content words it has */
  size: number;
}

/** An agent's pairs ready to be compared: per language, which phrasings hold each word. */
export interface PairIndex {
  phrasings: Phrasing[];
  postings: Record<PairLanguage, Map<string, number[]>>;
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

/** A phrasing's stems without the words of asking: what it asks about. */
export function contentWords(lexemes: string[]): Set<string> {
  return new Set(lexemes.filter((t) => !ASKING_WORDS.has(t)));
}

export function buildPairIndex(pairs: MatchablePair[]): PairIndex {
  const index: PairIndex = { phrasings: [], postings: { en: new Map(), es: new Map() } };
  for (const pair of pairs) {
    for (const lexemes of pair.lexemes) {
      const words = contentWords(lexemes);
      if (words.size === 0) continue;
      const at = index.phrasings.push({ pairId: pair.id, size: words.size }) - 1;
      const postings = index.postings[pair.language];
      for (const word of words) {
        const list = postings.get(word);
        if (list) list.push(at);
        else postings.set(word, [at]);
      }
    }
  }
  return index;
}

/**
 * The best pair for the question in its language (in both when it cannot be told), or null when
 * no phrasing shares a word. Only the phrasings holding one of the question's words are visited.
 */
export function findBestPair(index: PairIndex, question: StemmedQuestion): PairMatch | null {
  let best: PairMatch | null = null;
  for (const language of ['en', 'es'] as const) {
    if (question.language && question.language !== language) continue;
    const words = contentWords(question.lexemes[language]);
    const shared = new Map<number, number>();
    for (const word of words) for (const at of index.postings[language].get(word) ?? []) shared.set(at, (shared.get(at) ?? 0) + 1);
    for (const [at, n] of shared) {
      const phrasing = index.phrasings[at];
      const score = (2 * n) / (words.size + phrasing.size);
      if (!best || score > best.score) best = { id: phrasing.pairId, score };
    }
  }
  return best;
}
