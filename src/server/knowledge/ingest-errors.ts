import type { ItemProblem } from '../../common/knowledge';

/** A failure that retrying cannot fix (404, refused address, robots.txt, corrupt file): the item is marked error at once. */
export class PermanentIngestError extends Error {
  constructor(
    message: string,
    /** the failure as a code the screens translate; when null it is read from `cause` */
    readonly problem: ItemProblem | null = null,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}
