import type { Pace } from '../platform/event-loop-pacer';

export type Tokenizer = { encode: (text: string) => number[]; decode: (ids: number[]) => string };

/**
 * The longest run of spaces or of non-spaces the tokenizer is given at once. Byte-pair encoding
 * costs grow with the square of a pre-token's length: one 10 MB "word" held the event loop for
 * minutes. A longer run is cut into pieces of this length, which are tokenised apart.
 */
export const MAX_RUN_CHARS = 200;
/** The most text tokenised in one synchronous call: a few ms of prose, tens of ms of random characters. */
export const WINDOW_CHARS = 8_192;

const LONG_RUN = new RegExp(`\\s{${MAX_RUN_CHARS + 1},}|\\S{${MAX_RUN_CHARS + 1},}`, 'g');
const SPACE = 0x20;
const WHITESPACE = /\s/;
const LETTER = /\p{L}/u;
const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

/**
 * Cuts text into pieces the tokenizer handles in bounded time: windows of at most WINDOW_CHARS,
 * and no run longer than MAX_RUN_CHARS. Cuts fall, when they can, where cl100k's pre-tokenizer
 * starts a new piece anyway
 * (https://github.com/niieani/gpt-tokenizer/blob/main/src/encodingParams/constants.ts), so text
 * gets exactly the tokens of a single `encode` call unless a word runs on for hundreds of letters.
 */
export function* tokenizerWindows(text: string): Generator<string> {
  for (let start = 0; start < text.length; ) {
    const end = windowEnd(text, start);
    yield* cutLongRuns(text.slice(start, end));
    start = end;
  }
}

/** Token ids window by window, pausing between windows so other work gets the event loop. */
export async function* encodeInWindows(tok: Tokenizer, text: string, pace: Pace): AsyncGenerator<number[]> {
  for (const window of tokenizerWindows(text)) {
    yield tok.encode(window);
    await pace();
  }
}

export async function encodeBounded(tok: Tokenizer, text: string, pace: Pace): Promise<number[]> {
  const all: number[] = [];
  for await (const ids of encodeInWindows(tok, text, pace)) for (const id of ids) all.push(id);
  return all;
}

/** The number of tokens in `text`, or null once it passes `limit` (the rest is not tokenised). */
export async function countTokensWithin(tok: Tokenizer, text: string, limit: number, pace: Pace): Promise<number | null> {
  let count = 0;
  for await (const ids of encodeInWindows(tok, text, pace)) {
    count += ids.length;
    if (count > limit) return null;
  }
  return count;
}

function windowEnd(text: string, start: number): number {
  const limit = start + WINDOW_CHARS;
  if (limit >= text.length) return text.length;
  for (let i = limit; i > start + WINDOW_CHARS / 2; i--) {
    if (startsPreToken(text, i)) return i;
  }
  return keepPairTogether(text, limit);
}

function* cutLongRuns(window: string): Generator<string> {
  let from = 0;
  for (const run of window.matchAll(LONG_RUN)) {
    if (run.index > from) yield window.slice(from, run.index);
    const end = run.index + run[0].length;
    for (let i = run.index; i < end; ) {
      const next = i + MAX_RUN_CHARS >= end ? end : runCut(window, i);
      yield window.slice(i, next);
      i = next;
    }
    from = end;
  }
  if (from < window.length) yield window.slice(from);
}

/** Where to cut a long run that starts at `start`: where a pre-token starts, else MAX_RUN_CHARS on. */
function runCut(text: string, start: number): number {
  for (let i = start + MAX_RUN_CHARS; i > start + MAX_RUN_CHARS / 2; i--) {
    if (startsPreToken(text, i)) return i;
  }
  return keepPairTogether(text, start + MAX_RUN_CHARS);
}

/**
 * Whether cl100k's pre-tokenizer starts a piece at `i` whatever comes before and after: at a space
 * after a non-space, or after a letter that ends a word (how text without spaces, such as Chinese
 * or Japanese, keeps its tokens).
 */
function startsPreToken(text: string, i: number): boolean {
  if (text.charCodeAt(i) === SPACE) return !WHITESPACE.test(text[i - 1]);
  return LETTER.test(text[i - 1]) && !LETTER_OR_NUMBER.test(text[i]);
}

/** `at`, or one before it when cutting there would split a surrogate pair (an emoji) in two. */
function keepPairTogether(text: string, at: number): number {
  const before = text.charCodeAt(at - 1);
  return before >= 0xd800 && before <= 0xdbff ? at - 1 : at;
}
