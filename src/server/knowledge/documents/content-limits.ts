import { DocumentParseError } from './document-parse-error';

export const MB = 1024 * 1024;
/**
 * The most text one document may yield: the size of the largest text file an upload may be.
 * A PDF whose compressed streams would yield more is stopped as it is read.
 */
export const MAX_TEXT_CHARS = 10 * MB;

/** The document would expand past `limitBytes`, a limit of this module or of the zip reader. */
export function contentTooLargeError(limitBytes: number): DocumentParseError {
  const megabytes = Math.round(limitBytes / MB);
  return new DocumentParseError(
    'too_large',
    `The document expands to more than ${megabytes} MB of content. Split it into smaller files and upload them again.`,
    { params: { megabytes } },
  );
}
