/**
 * Group commit for a hot write path: items that arrive while earlier writes are in flight are
 * written together in the next one, so webhooks arriving at once cost a few commits instead of one
 * each, and none waits longer than the write in flight plus its own. Every item of a batch gets
 * the batch's result (or its error).
 */
export class GroupWriter<T, R> {
  private queue: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  private inFlight = 0;

  constructor(
    private readonly writeBatch: (items: T[]) => Promise<R>,
    private readonly maxInFlight = 2,
    private readonly maxBatch = 500,
  ) {}

  write(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.drain();
    });
  }

  private drain(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight += 1;
      this.writeBatch(batch.map((entry) => entry.item))
        .then(
          (result) => batch.forEach((entry) => entry.resolve(result)),
          (error: unknown) => batch.forEach((entry) => entry.reject(error)),
        )
        .finally(() => {
          this.inFlight -= 1;
          this.drain();
        });
    }
  }
}
