/**
 * Which language a visitor's question is in, by its function words and Spanish marks: shared by the
 * knowledge base's ranking and the curated answer editor, which starts a corrected pair in the
 * language the visitor asked in.
 */

export type SearchLanguage = 'english' | 'spanish';

export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

const SPANISH_HINTS = new Set(['el', 'la', 'los', 'las', 'de', 'del', 'que', 'y', 'en', 'un', 'una', 'por', 'para', 'con', 'es', 'su', 'al', 'como', 'mas', 'pero', 'sus', 'le', 'se', 'lo', 'este', 'esta', 'son', 'tu', 'cuando', 'donde', 'cuanto', 'cual', 'hay', 'puedo', 'tiene', 'tienen']);
const ENGLISH_HINTS = new Set(['the', 'and', 'of', 'to', 'a', 'in', 'is', 'it', 'you', 'that', 'for', 'on', 'with', 'as', 'are', 'this', 'be', 'at', 'or', 'your', 'our', 'we', 'can', 'do', 'does', 'how', 'what', 'when', 'where', 'which', 'my', 'i', 'from', 'have', 'will']);

function words(text: string): string[] {
  return foldAccents(text.toLowerCase()).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Spanish-only marks: opening question and exclamation marks, ñ, and accented vowels. */
const SPANISH_MARKS = /[¿¡ñáéíóú]/i;

/** English or Spanish by their function words (and Spanish marks); null when a short text does not say. */
export function detectQuestionLanguage(text: string): SearchLanguage | null {
  let es = SPANISH_MARKS.test(text.slice(0, 20_000)) ? 2 : 0;
  let en = 0;
  for (const w of words(text.slice(0, 20_000))) {
    if (SPANISH_HINTS.has(w)) es++;
    else if (ENGLISH_HINTS.has(w)) en++;
  }
  if (es === en) return null;
  return es > en ? 'spanish' : 'english';
}
