import type { AppDeps } from '../../../platform/deps';
import { ReadCache } from '../../../platform/read-cache';
import { slackUserName, type SlackBot } from './slack-client';

/** Names change rarely: asked once an hour per person at most (a failed lookup is not kept). */
const NAME_TTL_MS = 60 * 60 * 1000;
const caches = new WeakMap<AppDeps, ReadCache<string | null>>();

export function cachedSlackUserName(deps: AppDeps, bot: SlackBot, appId: string, userId: string): Promise<string | null> {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new ReadCache<string | null>(NAME_TTL_MS, 10_000);
    caches.set(deps, cache);
  }
  return cache.get(`${appId}:${userId}`, () => slackUserName(bot, userId));
}
