import { normalizeForChecks } from './normalize';

/** An answer sharing this many words in a row with the owner's prompt or rules leaks it. */
export const LEAK_WINDOW_WORDS = 10;

export interface LeakIndex {
  /** every window of LEAK_WINDOW_WORDS words of the instructions */
  windows: Set<string>;
  /** distinctive tokens of the instructions (codes, keys, canaries: letters and digits mixed, 8+ characters) */
  tokens: Set<string>;
}

const DISTINCTIVE = /[A-Za-z0-9_-]{8,}/g;

function distinctive(token: string): boolean {
  return /[A-Za-z]/.test(token) && /[0-9]/.test(token);
}

/** Built once per turn from the owner's own text (system prompt and rules), not the retrieved passages. */
export function buildLeakIndex(instructions: string[]): LeakIndex {
  const windows = new Set<string>();
  const tokens = new Set<string>();
  for (const text of instructions) {
    const words = normalizeForChecks(text).split(' ').filter(Boolean);
    for (let i = 0; i + LEAK_WINDOW_WORDS <= words.length; i++) windows.add(words.slice(i, i + LEAK_WINDOW_WORDS).join(' '));
    for (const t of text.match(DISTINCTIVE) ?? []) if (distinctive(t)) tokens.add(t.toLowerCase());
  }
  return { windows, tokens };
}

/** The leaked part of `answer`, or null. */
export function detectLeak(answer: string, index: LeakIndex): string | null {
  if (index.windows.size === 0 && index.tokens.size === 0) return null;
  for (const t of answer.match(DISTINCTIVE) ?? []) if (index.tokens.has(t.toLowerCase())) return t;
  const words = normalizeForChecks(answer).split(' ').filter(Boolean);
  for (let i = 0; i + LEAK_WINDOW_WORDS <= words.length; i++) {
    const w = words.slice(i, i + LEAK_WINDOW_WORDS).join(' ');
    if (index.windows.has(w)) return w;
  }
  return null;
}
