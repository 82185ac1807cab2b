import type { AppDeps } from '../../platform/deps';
import { findConversationVisitor, type ConversationVisitor } from './queries';

/** how long a conversation's visitor and facts' stamp are reused: an owner's edit reaches a running conversation within it */
const TTL_MS = 60_000;
const MAX_CONVERSATIONS = 5000;
type Entry = { visitor: ConversationVisitor | null; expires: number };
const caches = new WeakMap<object, Map<string, Entry>>();

function cacheOf(deps: AppDeps): Map<string, Entry> {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new Map()));
  return cache;
}

/**
 * The conversation's visitor and their facts' stamp, read once and reused by its later turns (a
 * turn's own remember or forget forgets the entry). `identityKey` names the identity this turn
 * carried, so a conversation that becomes verified is read again at once.
 */
export async function conversationVisitor(deps: AppDeps, conversationId: string, projectId: string, identityKey: string): Promise<ConversationVisitor | null> {
  const cache = cacheOf(deps);
  const key = `${conversationId}|${identityKey}`;
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.visitor;
  const visitor = await findConversationVisitor(deps.db, conversationId, projectId);
  if (cache.size >= MAX_CONVERSATIONS) cache.delete(cache.keys().next().value as string);
  cache.set(key, { visitor, expires: Date.now() + TTL_MS });
  return visitor;
}

/** After this process changed the visitor's facts: the conversation's next turn reads the new stamp. */
export function forgetConversationVisitor(deps: AppDeps, conversationId: string, identityKey: string): void {
  cacheOf(deps).delete(`${conversationId}|${identityKey}`);
}
