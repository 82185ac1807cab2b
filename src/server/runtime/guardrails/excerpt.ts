import { maskPii } from '../../platform/privacy/pii-mask';

const EXCERPT_CHARS = 160;

/** What a guardrail step keeps of the text that fired it: around the match, personal data masked, short. */
export function maskedExcerpt(text: string, match?: string): string {
  let around = text;
  if (match) {
    const at = text.toLowerCase().indexOf(match.toLowerCase());
    if (at > 40) around = `…${text.slice(at - 40)}`;
  }
  const flat = maskPii(around).replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS)}…` : flat;
}
