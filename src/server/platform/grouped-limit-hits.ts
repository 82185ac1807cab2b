import type { Db } from '../db/client';
import { GroupWriter } from './group-writer';
import { addRateLimitHits } from './rate-limit-store';

type Counted = { count: number; resetAt: Date; hits: number };
type Hit = { slot: number };

const MAX_COUNTERS = 10_000;

/**
 * Hits on a counter that many requests share at once, such as a platform key's per-minute limit.
 * Each hit would lock the counter's one row in turn and wait for the previous commit; instead the
 * hits that arrive while a write is in flight are added together by the next write, and each hit
 * gets the count it reached, so the limit holds exactly as with one write each.
 */
export class GroupedLimitHits {
  private readonly writers = new Map<string, GroupWriter<Hit, Counted>>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }> {
    const hit: Hit = { slot: 0 };
    const counted = await this.writerFor(key, windowMs).write(hit);
    return { count: counted.count - counted.hits + hit.slot + 1, resetAt: counted.resetAt };
  }

  private writerFor(key: string, windowMs: number): GroupWriter<Hit, Counted> {
    const counter = `${key}\n${windowMs}`;
    let writer = this.writers.get(counter);
    if (!writer) {
      // a writer holds nothing between batches: forgetting them all only costs recreating them
      if (this.writers.size >= MAX_COUNTERS) this.writers.clear();
      writer = new GroupWriter(async (hits: Hit[]) => {
        hits.forEach((h, i) => (h.slot = i));
        const after = await addRateLimitHits(this.db, key, hits.length, windowMs, this.clock());
        return { ...after, hits: hits.length };
      }, 1);
      this.writers.set(counter, writer);
    }
    return writer;
  }
}
