import { sentencesOf, type Passage, type PassageSentence } from './offline-passages';
import { meaningfulStems } from './offline-words';

/** Below this share of the question's weight, the best sentence is a coincidence, not an answer. */
const MIN_COVERAGE = 0.3;
/** A word of the question found only in a sentence's heading counts this much. */
const HEADING_SHARE = 0.5;
/** The retrieval's ranking breaks near ties: each later passage counts a little less. */
const RANK_DECAY = 0.03;
/** A word that only begins the other ("late" and "later", "rent" and "rental") counts this much. */
const PREFIX_SHARE = 0.8;
const PREFIX_MIN = 4;
/** A second sentence of the same section joins the best one when it scores at least this share of it. */
const SECOND_SHARE = 0.5;

/** How well a stem of the question is found among a sentence's stems: 1 the same, less for a longer or shorter form, 0 not at all. */
function matchOf(asked: string, stems: Set<string>): number {
  if (stems.has(asked)) return 1;
  for (const s of stems) {
    const [short, long] = s.length < asked.length ? [s, asked] : [asked, s];
    if (short.length >= PREFIX_MIN && long.startsWith(short)) return PREFIX_SHARE;
  }
  return 0;
}

interface Scored extends PassageSentence {
  score: number;
  /** shares a word of the question itself, not only through its heading */
  ownMatch: boolean;
}

/**
 * The answer of the built-in offline model: the whole sentences, across all passages, that share
 * the most words of the question, rarer words weighing more (inverse document frequency over the
 * sentences), so that of two rules the one the question is about wins. At most two sentences, both
 * from one section; null when no sentence answers enough of the question.
 */
export function answerFromPassages(passages: Passage[], question: string): string | null {
  const asked = [...meaningfulStems(question)];
  const sentences = sentencesOf(passages).map((s) => ({ ...s, stems: meaningfulStems(s.text), headingStems: meaningfulStems(s.heading ?? '') }));
  if (asked.length === 0 || sentences.length === 0) return null;

  // inverse document frequency: a word most sentences share says little about which one answers
  const weights = new Map(asked.map((w) => [w, Math.log(1 + sentences.length / (1 + sentences.filter((s) => matchOf(w, s.stems) > 0).length))]));
  const weight = (w: string) => weights.get(w) ?? 0;
  const total = asked.reduce((sum, w) => sum + weight(w), 0);

  const scored: Scored[] = sentences.map(({ stems, headingStems, ...s }) => {
    const matched = asked.reduce((sum, w) => sum + weight(w) * Math.max(matchOf(w, stems), matchOf(w, headingStems) * HEADING_SHARE), 0);
    return { ...s, score: matched * (1 - RANK_DECAY * Math.min(s.passage, 10)), ownMatch: asked.some((w) => matchOf(w, stems) > 0) };
  });
  // a heading alone does not make a sentence an answer
  const candidates = scored.filter((s) => s.ownMatch);
  const best = candidates.sort((a, b) => b.score - a.score || a.passage - b.passage || a.position - b.position)[0];
  if (!best || best.score < total * MIN_COVERAGE) return null;

  const second = candidates.find((s) => s !== best && s.passage === best.passage && s.heading === best.heading && s.score >= best.score * SECOND_SHARE);
  return [best, second]
    .filter((s): s is Scored => s !== undefined)
    .sort((a, b) => a.position - b.position)
    .map((s) => s.text)
    .join(' ');
}
