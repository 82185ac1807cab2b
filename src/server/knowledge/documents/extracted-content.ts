/** What each format's extractor hands back before a title is chosen. */
export interface ExtractedContent {
  /** Paragraphs separated by a blank line, headings as Markdown `#` lines. */
  text: string;
  /** The title stored in the file's own metadata, if any. */
  metadataTitle: string | null;
}
