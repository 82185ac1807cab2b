import type { AppDeps } from '../../platform/deps';
import { GroupedLimitHits } from '../../platform/grouped-limit-hits';
import { perApp } from '../../platform/per-app';
import type { LimitKey, OpenedConversation } from './queries';

const counter = perApp((deps) => new GroupedLimitHits(deps.db, deps.clock));

/** Counts one hit on each shared limit (before the conversation opens, so a refused turn opens nothing). */
export async function hitSharedLimits(deps: AppDeps, limits: LimitKey[], windowMs: number): Promise<OpenedConversation['hits']> {
  const hits: OpenedConversation['hits'] = new Map();
  for (const { key } of limits) hits.set(key, await counter(deps).hit(key, windowMs));
  return hits;
}
