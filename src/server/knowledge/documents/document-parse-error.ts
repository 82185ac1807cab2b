export type DocumentParseFailure = 'unsupported' | 'corrupt' | 'encrypted' | 'empty' | 'too_large' | 'too_heavy' | 'too_slow';

/** A document that cannot be turned into text; `message` is written for the person who uploaded it. */
export class DocumentParseError extends Error {
  override readonly name = 'DocumentParseError';

  /** values the translated message names, such as a limit */
  readonly params?: Record<string, string | number>;

  constructor(
    readonly reason: DocumentParseFailure,
    message: string,
    options?: { cause?: unknown; params?: Record<string, string | number> },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.params = options?.params;
  }
}
