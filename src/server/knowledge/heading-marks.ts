/**
 * Headings reach the chunker as Markdown `#` lines, written only where the source marks a heading
 * (HTML h1-h6, larger type in a PDF, a Markdown file's own headings). A body line that happens to
 * start with `# ` (a shell comment, a hashtag list) is escaped as Markdown does, so it never
 * becomes a heading.
 */
const HEADING_MARK = /^(#{1,6})(?=\s)/gm;

export function escapeHeadingMarks(text: string): string {
  return text.replace(HEADING_MARK, '\\$1');
}
