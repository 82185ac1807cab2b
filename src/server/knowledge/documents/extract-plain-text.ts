import type { ExtractedContent } from './extracted-content';
import { escapeHeadingMarks } from '../heading-marks';
import { normaliseText } from './normalise-text';

// YAML front matter (Jekyll, Hugo, Docusaurus...): metadata, not content.
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
const FRONT_MATTER_TITLE = /^title:[ \t]*(.+)$/m;

export function extractPlainText(text: string): ExtractedContent {
  // plain text has no headings: a `# ` line is whatever the author meant, never structure
  return { text: escapeHeadingMarks(normaliseText(text)), metadataTitle: null };
}

export function extractMarkdown(text: string): ExtractedContent {
  const frontMatter = FRONT_MATTER.exec(text);
  const body = frontMatter ? text.slice(frontMatter[0].length) : text;
  const title = frontMatter ? FRONT_MATTER_TITLE.exec(frontMatter[1])?.[1] : undefined;
  return { text: normaliseText(body, { keepSpacing: true }), metadataTitle: title ? unquote(title) : null };
}

function unquote(value: string): string {
  const trimmed = value.trim();
  const quoted = /^(["'])(.*)\1$/.exec(trimmed);
  return quoted ? quoted[2] : trimmed;
}
