import type { AppDeps } from '../../platform/deps';
import { cachePerApp } from '../../platform/read-cache';
import { findActiveTarget, findChatTarget, type ActiveTarget, type ChatTarget } from './queries';

/** versionId -> the version, its agent and the owner's plan: read on every public chat turn */
const targets = cachePerApp<ChatTarget | null>();
/** agentId -> its project and active version: read on every channel message and API call */
const activeTargets = cachePerApp<ActiveTarget | null>();

export function cachedChatTarget(deps: AppDeps, versionId: string): Promise<ChatTarget | null> {
  return targets(deps).get(versionId, () => findChatTarget(deps.db, versionId));
}

export function cachedActiveTarget(deps: AppDeps, agentId: string): Promise<ActiveTarget | null> {
  return activeTargets(deps).get(agentId, () => findActiveTarget(deps.db, agentId));
}

/** After a version, agent or owner changed (visibility, deletion, plan): rare, so everything is read again. */
export function forgetChatTargets(deps: AppDeps): void {
  targets(deps).clear();
  activeTargets(deps).clear();
}
