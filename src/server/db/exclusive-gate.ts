/**
 * First come, first served between many shared holders and one exclusive holder at a time: the
 * embedded database's statements share (they queue in the database thread anyway), a
 * transaction is exclusive (PGlite has one session: a statement sent while a transaction is open
 * would run inside it). A waiting exclusive holder keeps later shared ones out, as PGlite's own
 * lock does.
 */
export class ExclusiveGate {
  #shared = 0;
  #exclusive = false;
  readonly #waiting: { exclusive: boolean; enter: () => void }[] = [];

  async shared<T>(work: () => Promise<T>): Promise<T> {
    await this.#enter(false);
    try {
      return await work();
    } finally {
      this.#shared--;
      this.#admit();
    }
  }

  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    await this.#enter(true);
    try {
      return await work();
    } finally {
      this.#exclusive = false;
      this.#admit();
    }
  }

  #enter(exclusive: boolean): Promise<void> {
    if (this.#waiting.length === 0 && this.#fits(exclusive)) {
      this.#take(exclusive);
      return Promise.resolve();
    }
    return new Promise((enter) => this.#waiting.push({ exclusive, enter }));
  }

  #fits(exclusive: boolean): boolean {
    return exclusive ? !this.#exclusive && this.#shared === 0 : !this.#exclusive;
  }

  #take(exclusive: boolean) {
    if (exclusive) this.#exclusive = true;
    else this.#shared++;
  }

  #admit() {
    while (this.#waiting.length > 0 && this.#fits(this.#waiting[0].exclusive)) {
      const next = this.#waiting.shift()!;
      this.#take(next.exclusive);
      next.enter();
    }
  }
}
