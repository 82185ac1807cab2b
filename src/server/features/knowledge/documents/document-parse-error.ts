export type DocumentParseFailure = 'unsupported' | 'corrupt' | 'encrypted' | 'empty';

/** A document that cannot be turned into text; `message` is written for the person who uploaded it. */
export class DocumentParseError extends Error {
  override readonly name = 'DocumentParseError';

  constructor(
    readonly reason: DocumentParseFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
