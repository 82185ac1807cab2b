import type { AppDeps } from '../../platform/deps';
import { cachePerApp } from '../../platform/read-cache';
import { findChatTarget, type ChatTarget } from './queries';

/** versionId -> the version, its agent and the owner's plan: read on every public chat turn */
const targets = cachePerApp<ChatTarget | null>();

export function cachedChatTarget(deps: AppDeps, versionId: string): Promise<ChatTarget | null> {
  return targets(deps).get(versionId, () => findChatTarget(deps.db, versionId));
}

/** After a version, agent or owner changed (visibility, deletion, plan): rare, so everything is read again. */
export function forgetChatTargets(deps: AppDeps): void {
  targets(deps).clear();
}
