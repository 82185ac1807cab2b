/**
 * Masks personal data in free text: e-mail addresses, payment card numbers (Luhn-checked) and
 * phone numbers. Built to miss little that looks like a phone number while leaving dates, times,
 * prices with thousands separators and short reference numbers alone.
 */

export const PII_MASKS = { email: '[email]', card: '[card]', phone: '[phone]' } as const;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// 13-19 digits, optionally grouped by spaces or dashes
const CARD = /(?<![\w+./-])\d(?:[ -]?\d){12,18}(?![\w-]|\.\d)/g;
// an optional +country code, an optional (area code), then digit groups split by spaces, dots or dashes
const PHONE = /(?<![\w+./-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d{1,5}(?:[ .-]?\d{1,5}){0,5}(?![\w-]|\.\d)/g;
const MONTH_DAY = '(?:0?[1-9]|[12]\\d|3[01])';
// a date at the start of the match (2026-11-26, 26/11/2026, 11.26.26): what follows it is a time or another date
const DATE_LIKE = new RegExp(`^(?:\\d{4}[-/.]${MONTH_DAY}[-/.]${MONTH_DAY}|${MONTH_DAY}[-/.]${MONTH_DAY}[-/.](?:\\d{4}|\\d{2}))(?!\\d)`);
const THOUSANDS = /^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/;

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function looksLikePhone(match: string): boolean {
  const digits = digitsOf(match).length;
  if (digits > 15 || DATE_LIKE.test(match) || THOUSANDS.test(match)) return false;
  const written = match.startsWith('+') || match.includes('(') || /[ .-]/.test(match);
  // written as a number someone dials: 7+ digits; a bare run of digits: 9+ (shorter ones are order numbers, codes)
  return written ? digits >= 7 : digits >= 9;
}

export type PiiKind = keyof typeof PII_MASKS;

/** Replaces each piece of personal data in `text` with what `by` returns for it (the match itself keeps it). */
export function substitutePii(text: string, by: (kind: PiiKind, match: string) => string): string {
  if (!/\d|@/.test(text)) return text;
  return text
    .replace(EMAIL, (m) => by('email', m))
    .replace(CARD, (m) => (passesLuhn(digitsOf(m)) ? by('card', m) : m))
    .replace(PHONE, (m) => (looksLikePhone(m.trim()) ? by('phone', m) : m));
}

/** Replaces each piece of personal data in `text` that `hide` accepts with its mask. */
function replacePii(text: string, hide: (kind: PiiKind, match: string) => boolean): string {
  return substitutePii(text, (kind, m) => (hide(kind, m) ? PII_MASKS[kind] : m));
}

export function maskPii(text: string): string {
  return replacePii(text, () => true);
}

/** The personal data in `texts`, each as a key that finds it again however it is cased or spaced. */
function piiKeysOf(texts: readonly string[]): string[] {
  const keys: string[] = [];
  for (const text of texts) {
    replacePii(text, (kind, match) => {
      keys.push(kind === 'email' ? match.toLowerCase() : digitsOf(match));
      return false;
    });
  }
  return keys;
}

const PHONE_DIGITS_MIN = 7;

/**
 * Masks in `text` only the personal data that also appears in `visitorTexts`: what the visitor
 * typed stays hidden when an answer repeats it, while the business's own contact details, which
 * the agent was given to say, are kept. A phone matches with or without its country code.
 */
export function maskEchoedPii(text: string, visitorTexts: readonly string[]): string {
  const keys = piiKeysOf(visitorTexts);
  if (keys.length === 0) return text;
  return replacePii(text, (kind, match) => {
    if (kind === 'email') return keys.includes(match.toLowerCase());
    const digits = digitsOf(match);
    if (kind === 'card') return keys.includes(digits);
    return keys.some((key) => key === digits || (Math.min(key.length, digits.length) >= PHONE_DIGITS_MIN && (key.endsWith(digits) || digits.endsWith(key))));
  });
}

/** Every string inside a JSON value masked (tool arguments and results, visitor data). */
export function maskPiiDeep<T>(value: T): T {
  if (typeof value === 'string') return maskPii(value) as T;
  if (Array.isArray(value)) return value.map(maskPiiDeep) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskPiiDeep(v)])) as T;
  }
  return value;
}

type Transcript = { userInput: string; agentOutput?: string | null; steps?: unknown; error?: string | null; ratingComment?: string | null };

const maybe = (text: string | null | undefined) => (text == null ? text : maskPii(text));

/**
 * A run as stored or exported when its project's owner masks personal data: the visitor's message,
 * tool calls, errors and feedback are masked; the answer only where it repeats what the visitor
 * wrote in this turn or in `earlierVisitorTexts` (the conversation's earlier messages).
 */
export function maskRunTranscript<T extends Transcript>(run: T, earlierVisitorTexts: readonly string[] = []): T {
  const visitorTexts = [...earlierVisitorTexts, run.userInput];
  return {
    ...run,
    userInput: maskPii(run.userInput),
    agentOutput: run.agentOutput == null ? run.agentOutput : maskEchoedPii(run.agentOutput, visitorTexts),
    steps: maskPiiDeep(run.steps),
    error: maybe(run.error),
    ...('ratingComment' in run ? { ratingComment: maybe(run.ratingComment) } : {}),
  };
}
