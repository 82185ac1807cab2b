/** Lower case, accents folded, punctuation dropped, spaces collapsed. */
export function normalizeForMatch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The documented pass rule without a model: the expected output, normalised, is contained in the
 * actual output, normalised. No expected output means the case is not graded (null).
 */
export function passesByContainment(expected: string | null, actual: string): boolean | null {
  if (!expected || !normalizeForMatch(expected)) return null;
  return normalizeForMatch(actual).includes(normalizeForMatch(expected));
}
