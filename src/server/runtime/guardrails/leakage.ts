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

/**
 * The same check as an answer streams, each piece read once: only whole words are taken (the
 * rest waits for the next piece) and only the windows the new words complete are looked up, so a
 * long answer costs what its words cost, not its length times its pieces.
 */
export function createLeakStream(index: LeakIndex) {
  let pending = '';
  const words: string[] = [];
  const check = (segment: string): string | null => {
    for (const t of segment.match(DISTINCTIVE) ?? []) if (index.tokens.has(t.toLowerCase())) return t;
    const fresh = normalizeForChecks(segment).split(' ').filter(Boolean);
    if (fresh.length === 0) return null;
    const start = words.length;
    words.push(...fresh);
    for (let end = Math.max(start + 1, LEAK_WINDOW_WORDS); end <= words.length; end++) {
      const w = words.slice(end - LEAK_WINDOW_WORDS, end).join(' ');
      if (index.windows.has(w)) return w;
    }
    // only the last window's words are needed for the next piece
    if (words.length > LEAK_WINDOW_WORDS) words.splice(0, words.length - LEAK_WINDOW_WORDS);
    return null;
  };
  return {
    /** the leaked part once `piece` completes one, else null */
    push(piece: string): string | null {
      if (index.windows.size === 0 && index.tokens.size === 0) return null;
      pending += piece;
      // a distinctive token is caught the moment it is whole, even before the space after it
      for (const t of pending.match(DISTINCTIVE) ?? []) if (index.tokens.has(t.toLowerCase())) return t;
      const cut = pending.search(/\s\S*$/);
      if (cut === -1) return null;
      const segment = pending.slice(0, cut);
      pending = pending.slice(cut);
      return check(segment);
    },
    /** what is left at the end (a last word without a space after it) */
    end(): string | null {
      const segment = pending;
      pending = '';
      return segment ? check(segment) : null;
    },
  };
}
