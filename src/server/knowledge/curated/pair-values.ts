import type { z } from 'zod';
import type { curatedAnswerBody } from '../../../common/curated-answers';
import type { Db } from '../../db/client';
import { foldAccents } from '../text-search';
import { stemTexts, type PairValues } from './queries';

export type ParsedPairBody = z.output<typeof curatedAnswerBody>;

/** Case, accents, punctuation and spacing set aside: "¿Cuál es el horario?" and "cual es el horario" are one question. */
export function foldQuestion(question: string): string {
  return (foldAccents(question.toLowerCase()).match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}

// one statement stems this many phrasings (well under PostgreSQL's parameter limit)
const STEM_BATCH = 2_000;

/** The rows to store for these bodies: text as given, folded question, and each phrasing's lexemes in the pair's language. */
export async function toPairValues(db: Db, bodies: ParsedPairBody[]): Promise<PairValues[]> {
  const phrasings = bodies.flatMap((b) => [b.question, ...b.alternatives].map((text) => foldAccents(text)));
  const stems: { english: string[]; spanish: string[] }[] = [];
  for (let start = 0; start < phrasings.length; start += STEM_BATCH) stems.push(...(await stemTexts(db, phrasings.slice(start, start + STEM_BATCH))));
  let next = 0;
  return bodies.map((b) => {
    const own = stems.slice(next, next + 1 + b.alternatives.length);
    next += own.length;
    return {
      question: b.question,
      alternatives: b.alternatives,
      answer: b.answer,
      language: b.language,
      foldedQuestion: foldQuestion(b.question),
      lexemes: own.map((s) => (b.language === 'es' ? s.spanish : s.english)),
    };
  });
}
