/**
 * Language-aware full-text search helpers. Text is accent-folded here, before Postgres stems it,
 * so "atención" and "atencion" meet; the stemmer ('english' or 'spanish') then joins inflections.
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

/** English unless Spanish function words clearly dominate (a short question can have few). */
export function detectLanguage(text: string, fallback: SearchLanguage = 'english'): SearchLanguage {
  let es = 0;
  let en = 0;
  for (const w of words(text.slice(0, 20_000))) {
    if (SPANISH_HINTS.has(w)) es++;
    else if (ENGLISH_HINTS.has(w)) en++;
  }
  if (es === en) return fallback;
  return es > en ? 'spanish' : 'english';
}

const MAX_QUERY_TERMS = 24;

/** The distinct searchable words of a question (letters and digits only: nothing else reaches Postgres). */
export function queryTerms(text: string): string[] {
  const seen = new Set<string>();
  for (const w of words(text)) {
    if ((w.length < 2 && !/\d/.test(w)) || w.length > 40) continue;
    seen.add(w);
    if (seen.size >= MAX_QUERY_TERMS) break;
  }
  return [...seen];
}
