/**
 * Language-aware full-text search helpers. Text is accent-folded here, before Postgres stems it,
 * so "atención" and "atencion" meet; the stemmer ('english' or 'spanish') then joins inflections.
 */

import { detectQuestionLanguage, type SearchLanguage } from '../../common/question-language';

export { detectQuestionLanguage, foldAccents, type SearchLanguage } from '../../common/question-language';

/** English unless Spanish function words clearly dominate (a short question can have few). */
export function detectLanguage(text: string, fallback: SearchLanguage = 'english'): SearchLanguage {
  return detectQuestionLanguage(text) ?? fallback;
}
