import { sentencesOf, type Passage, type PassageSentence } from './offline-passages';
import { meaningfulStems, plainWords } from './offline-words';

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

/** What a kind of question expects in its answer: a place, a time or date, an amount. */
const ANSWER_CUES: { asks: RegExp; has: RegExp }[] = [
  { asks: /\b(where|address|located|location|donde|direccion|ubicad[oa]s?)\b/i, has: /\b(calle|street|avenue|avenida|road|plaza|square|floor|next to|near|junto a|cerca de|planta)\b|\b\d{4,5}\b/i },
  {
    asks: /\b(when|what time|hours|open|close|cuando|a que hora|horario|abr[ei]n?|cierr[ae]n?)\b/i,
    has: /\b\d{1,2}[:.h]\d{2}\b|\b\d{1,2} ?(am|pm)\b|\b(19|20)\d{2}\b|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo)s?\b/i,
  },
  { asks: /\b(how much|cost|price|fee|charge|pay|cuanto|cuesta|precio|tarifa|pagar?)\b/i, has: /[€$£]|\b(euros?|dollars?|usd|eur|pounds?)\b|\d ?%/i },
];
/** A sentence holding what the question's kind expects gains this share of the question's average word weight. */
const CUE_SHARE = 0.5;

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
  /** the score from the question's words alone, without the cue's bonus */
  wordScore: number;
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

  const plainQuestion = plainWords(question).join(' ');
  const cues = ANSWER_CUES.filter((c) => c.asks.test(plainQuestion));
  const cueBonus = (CUE_SHARE * total) / asked.length;

  const scored: Scored[] = sentences.map(({ stems, headingStems, ...s }) => {
    const words = asked.reduce((sum, w) => sum + weight(w) * Math.max(matchOf(w, stems), matchOf(w, headingStems) * HEADING_SHARE), 0);
    const folded = plainWords(s.text).join(' ');
    const matched = words + (cues.some((c) => c.has.test(folded) || c.has.test(s.text)) ? cueBonus : 0);
    return { ...s, score: matched * (1 - RANK_DECAY * Math.min(s.passage, 10)), wordScore: words, ownMatch: asked.some((w) => matchOf(w, stems) > 0) };
  });
  // a heading alone does not make a sentence an answer
  const candidates = scored.filter((s) => s.ownMatch);
  const best = candidates.sort((a, b) => b.score - a.score || a.passage - b.passage || a.position - b.position)[0];
  // the cue only picks between sentences: the words alone must answer enough of the question
  if (!best || best.wordScore < total * MIN_COVERAGE) return null;

  const second = candidates.find((s) => s !== best && s.passage === best.passage && s.heading === best.heading && s.score >= best.score * SECOND_SHARE);
  return [best, second]
    .filter((s): s is Scored => s !== undefined)
    .sort((a, b) => a.position - b.position)
    .map((s) => s.text)
    .join(' ');
}
