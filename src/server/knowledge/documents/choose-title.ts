const MAX_TITLE_LENGTH = 200;
// A title sits near the top; scanning a whole large file for a first heading would cost time for nothing.
const TITLE_SCAN_CHARS = 20_000;
const ATX_HEADING = /^ {0,3}#{1,6}[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;
// ATX_HEADING backtracks over runs of spaces; a title is never this long, and checking only
// shorter lines keeps that cost small.
const MAX_HEADING_LINE = 1_000;
const CODE_FENCE = /^ {0,3}(?:```|~~~)/;
const PLACEHOLDER_TITLE = /^(?:untitled|document\d*|new document|title|microsoft (?:word|powerpoint) - .*)$/i;
const FILE_NAME_TITLE = /\.(?:docx?|pdf|odt|rtf|txt|md|markdown|pptx?|xlsx?|html?)$/i;
const LOOSE_LINE_TITLE_MAX = 80;

/** Title metadata when present and sensible, else the first heading, else a lone short first line, else the file name. */
export function chooseTitle(metadataTitle: string | null, text: string, fileName: string): string {
  const fromMetadata = metadataTitle === null ? '' : cleanTitle(metadataTitle);
  if (isSensibleTitle(fromMetadata)) return fromMetadata;
  const head = text.slice(0, TITLE_SCAN_CHARS);
  return findFirstHeading(head) ?? findLoneFirstLine(head) ?? titleFromFileName(fileName);
}

function isSensibleTitle(title: string): boolean {
  return title.length >= 2 && /\p{L}/u.test(title) && !PLACEHOLDER_TITLE.test(title) && !FILE_NAME_TITLE.test(title);
}

function findFirstHeading(text: string): string | null {
  let inCode = false;
  for (const line of text.split('\n')) {
    if (CODE_FENCE.test(line)) inCode = !inCode;
    if (inCode || line.length > MAX_HEADING_LINE) continue;
    const heading = ATX_HEADING.exec(line);
    const title = heading ? cleanTitle(stripInlineMarkdown(heading[1])) : '';
    if (isSensibleTitle(title)) return title;
  }
  return null;
}

// Plain text and legacy Word files have no heading markup; a short first line standing alone as its
// own paragraph, not ending like a sentence, is how people write a title there.
function findLoneFirstLine(text: string): string | null {
  const first = text.trimStart().split('\n\n', 1)[0] ?? '';
  const title = cleanTitle(first);
  const lone = !first.includes('\n') && title.length <= LOOSE_LINE_TITLE_MAX && !/[.,;:!?]$/.test(title);
  return lone && isSensibleTitle(title) ? title : null;
}

export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const withoutExtension = base.includes('.', 1) ? base.slice(0, base.lastIndexOf('.')) : base;
  return cleanTitle(withoutExtension) || 'Untitled document';
}

function stripInlineMarkdown(text: string): string {
  return text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*`]+|~~/g, '');
}

function cleanTitle(raw: string): string {
  const title = raw.replace(/\s+/g, ' ').trim();
  if (title.length <= MAX_TITLE_LENGTH) return title;
  const cut = title.slice(0, MAX_TITLE_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : MAX_TITLE_LENGTH)}…`;
}
