import { WORKFLOW_LIMITS } from '../../../common/workflows';

/** Scripts written without spaces between words: there a keyword matches anywhere in the text. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** a letter, digit or underscore of any script: what may not touch a whole-word match */
const WORD_BEFORE = '(?<![\\p{L}\\p{N}_])';
const WORD_AFTER = '(?![\\p{L}\\p{N}_])';

/**
 * Lower case without accents: "PRECIO", "Precío" and "precio" compare equal, and so do "Straße"
 * and "strasse". Compatibility forms (full-width letters, ligatures) fold to their plain letters.
 */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
}

/** The comma-separated keywords of a user_mentions trigger, folded, without blanks or repeats. */
export function parseKeywords(keywords: string): string[] {
  const folded = keywords
    .split(',')
    .map((k) => foldText(k).trim().replace(/\s+/g, ' '))
    .filter((k) => k !== '');
  return [...new Set(folded)].slice(0, WORKFLOW_LIMITS.keywords);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One pattern for a trigger's keywords, tested against folded text: each keyword as a whole word
 * (several words match across any spacing), so "precio" matches "¿Precio?" but not "preciosa".
 * null when there is no keyword (the trigger never fires).
 */
export function compileKeywords(keywords: string): RegExp | null {
  const words = parseKeywords(keywords);
  if (words.length === 0) return null;
  const alternatives = words.map((word) => {
    const body = word.split(' ').map(escapeRegExp).join('\\s+');
    return UNSPACED_SCRIPT.test(word) ? body : `${WORD_BEFORE}${body}${WORD_AFTER}`;
  });
  return new RegExp(alternatives.join('|'), 'u');
}

/** Whether a visitor message mentions one of the keywords the pattern was compiled from. */
export function mentionsKeyword(pattern: RegExp | null, message: string): boolean {
  return pattern !== null && pattern.test(foldText(message));
}
