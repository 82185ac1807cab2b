import type { AppDeps } from '../../platform/deps';
import { GroupedLimitHits } from '../../platform/grouped-limit-hits';
import type { LimitKey, OpenedConversation } from './queries';

const counters = new WeakMap<AppDeps, GroupedLimitHits>();

/** Counts one hit on each shared limit (before the conversation opens, so a refused turn opens nothing). */
export async function hitSharedLimits(deps: AppDeps, limits: LimitKey[], windowMs: number): Promise<OpenedConversation['hits']> {
  let counter = counters.get(deps);
  if (!counter) {
    counter = new GroupedLimitHits(deps.db, deps.clock);
    counters.set(deps, counter);
  }
  const hits: OpenedConversation['hits'] = new Map();
  for (const { key } of limits) hits.set(key, await counter.hit(key, windowMs));
  return hits;
}
