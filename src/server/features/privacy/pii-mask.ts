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

export function maskPii(text: string): string {
  if (!/\d|@/.test(text)) return text;
  return text
    .replace(EMAIL, PII_MASKS.email)
    .replace(CARD, (m) => (passesLuhn(digitsOf(m)) ? PII_MASKS.card : m))
    .replace(PHONE, (m) => (looksLikePhone(m.trim()) ? PII_MASKS.phone : m));
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

/** A run as stored or exported when its project's owner masks personal data: what was said, tool calls, errors, feedback. */
export function maskRunTranscript<T extends Transcript>(run: T): T {
  return {
    ...run,
    userInput: maskPii(run.userInput),
    agentOutput: maybe(run.agentOutput),
    steps: maskPiiDeep(run.steps),
    error: maybe(run.error),
    ...('ratingComment' in run ? { ratingComment: maybe(run.ratingComment) } : {}),
  };
}
