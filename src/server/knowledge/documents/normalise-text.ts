// Invisible or layout-only characters: C0 controls other than tab/line feed, DEL, BOM, soft hyphen,
// zero-width space.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f\ufeff\u00ad\u200b]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNUSUAL = /[\u0000-\u0009\u000b-\u001f\u007f\u0085\u00a0\u00ad\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]/;
const LINE_BREAKS = /\r\n?|[\u2028\u2029\u0085]/g;
const ODD_SPACES = /[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
// The lookbehind starts a match only where a run of spaces starts: `/[ \t]+$/gm` retries from every
// space of a run, which takes seconds for a few thousand spaces inside a line.
const TRAILING_SPACE = /(?<![ \t])[ \t]+$/gm;
const INNER_SPACE_RUNS = /(\S) {2,}/g;
const BLANK_LINE_RUNS = /\n{3,}/g;

/**
 * Unifies line breaks, drops invisible characters, trims line ends and keeps at most one blank line
 * between paragraphs. `keepSpacing` leaves tabs and runs of spaces inside lines alone (Markdown code).
 */
export function normaliseText(text: string, { keepSpacing = false }: { keepSpacing?: boolean } = {}): string {
  let result = text;
  // Most text has none of these; one scan to skip three replacements keeps a 1 MB file at a few ms.
  if (UNUSUAL.test(result)) {
    result = result.replace(LINE_BREAKS, '\n').replace(/\f/g, '\n\n').replace(INVISIBLE, '');
    if (!keepSpacing) result = result.replace(ODD_SPACES, ' ');
  }
  if (!keepSpacing) result = result.replace(INNER_SPACE_RUNS, '$1 ');
  return result.replace(TRAILING_SPACE, '').replace(BLANK_LINE_RUNS, '\n\n').trim();
}

/** Joins paragraphs with the blank line that separates them in every extractor's output. */
export function joinParagraphs(paragraphs: Iterable<string>): string {
  const kept: string[] = [];
  for (const paragraph of paragraphs) {
    const trimmed = paragraph.trim();
    if (trimmed) kept.push(trimmed);
  }
  return kept.join('\n\n');
}
