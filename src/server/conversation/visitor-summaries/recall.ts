import { DEFAULT_CONTEXT_RECALL_DAYS } from '../../../common/agents';
import type { AppDeps } from '../../platform/deps';
import { ReadCache } from '../../platform/read-cache';
import { findRecalledSummary } from './queries';

/** What the agent is given of a known visitor's last conversation with it. */
export interface RecalledConversation {
  conversationId: string;
  summary: string;
  channel: string;
  /** when it was summed up (its end, give or take the job's delay) */
  at: string;
}

/**
 * conversationId -> what it recalls. The answer never changes for a conversation (only summaries
 * made before it started count), so it is read once, at its first turn, rather than on every turn.
 */
const RECALL_TTL_MS = 30 * 60_000;
const caches = new WeakMap<AppDeps, ReadCache<RecalledConversation | null>>();

function cacheOf(deps: AppDeps): ReadCache<RecalledConversation | null> {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new ReadCache(RECALL_TTL_MS)));
  return cache;
}

/** The summary the agent is given in this conversation, if its visitor is known and came back within the agent's window. */
export async function recallLastConversation(deps: AppDeps, conversationId: string, contextRecallDays: number | undefined): Promise<RecalledConversation | null> {
  const days = contextRecallDays ?? DEFAULT_CONTEXT_RECALL_DAYS;
  if (days <= 0) return null;
  return cacheOf(deps).get(`${conversationId}:${days}`, async () => {
    const row = await findRecalledSummary(deps.db, conversationId, days);
    return row && { conversationId: row.conversationId, summary: row.summary, channel: row.channel, at: new Date(row.createdAt).toISOString() };
  });
}

/** After an erasure: nothing recalled of the erased visitor stays in this process. */
export function forgetRecalls(deps: AppDeps): void {
  cacheOf(deps).clear();
}
