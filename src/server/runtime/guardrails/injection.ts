import { decodedPayloads } from './decode';
import { COMPACT_PATTERNS, INJECTION_PATTERNS, RAW_MARKERS } from './injection-patterns';
import { normalizeForChecks } from './normalize';

export interface InjectionFinding {
  family: string;
  /** the text that matched, normalized */
  match: string;
  /** how it was carried: plain, encoded (base64, hex, percent) or split across messages */
  carried: 'plain' | 'encoded' | 'split';
}

const JOINED_WORD = /\b[a-zñ]{14,}\b/g;

function matchNormalized(normalized: string): { family: string; match: string } | null {
  for (const p of INJECTION_PATTERNS) {
    const m = p.re.exec(normalized);
    if (m) return { family: p.family, match: m[0] };
  }
  for (const word of normalized.match(JOINED_WORD) ?? []) {
    const m = COMPACT_PATTERNS.exec(word);
    if (m) return { family: 'spaced-out', match: m[0] };
  }
  return null;
}

function matchText(text: string): { family: string; match: string } | null {
  const raw = RAW_MARKERS.exec(text);
  if (raw) return { family: 'role-marker', match: raw[0] };
  return matchNormalized(normalizeForChecks(text));
}

/**
 * Prompt injection or jailbreak in one text (a visitor message, a tool result, a retrieved
 * passage): the plain text, then any encoded payload it carries. `earlier` are the visitor's
 * previous messages: an instruction split across them is read joined.
 */
export function detectInjection(text: string, earlier: string[] = []): InjectionFinding | null {
  const plain = matchText(text);
  if (plain) return { ...plain, carried: 'plain' };
  for (const decoded of decodedPayloads(text)) {
    const found = matchText(decoded);
    if (found) return { ...found, carried: 'encoded' };
  }
  if (earlier.length > 0) {
    const recent = earlier.slice(-3);
    // the earlier messages alone were already judged on their own turns
    if (matchNormalized(normalizeForChecks(recent.join(' ')))) return null;
    // joined with a space, and joined with nothing (a word cut in two)
    for (const joined of [[...recent, text].join(' '), [...recent, text].join('')]) {
      const found = matchNormalized(normalizeForChecks(joined));
      if (found) return { ...found, carried: 'split' };
    }
  }
  return null;
}
