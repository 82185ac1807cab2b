/**
 * Text as the heuristics read it: lower case, accents and zero-width characters gone, common
 * look-alike digits read as letters, letters spaced out one by one ("i g n o r e") joined, and
 * every run of spaces and punctuation one space.
 */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

export function normalizeForChecks(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u200b-\u200f\u2060\ufeff\u00ad]/g, '')
    .toLowerCase();
  // digits inside words only (a price or an order number stays as it is)
  const unleet = plain.replace(/(?<=[a-z])[013457@$]+(?=[a-z])|(?<=[a-z])[013457@$]+\b|\b[013457@$]+(?=[a-z])/g, (m) => [...m].map((c) => LEET[c] ?? c).join(''));
  const words = unleet.replace(/[^a-z0-9ñ]+/g, ' ').trim();
  // "i g n o r e   a l l" -> "ignore all": three or more single letters in a row are one word
  return words.replace(/\b(?:[a-zñ] ){2,}[a-zñ]\b/g, (m) => m.replace(/ /g, ''));
}
