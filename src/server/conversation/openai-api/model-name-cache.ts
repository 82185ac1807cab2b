import type { AppDeps } from '../../platform/deps';
import { cachePerApp } from '../../platform/read-cache';
import { modelNames, type NamedAgent } from './model-names';
import { agentsWithActiveVersion } from './queries';

/** projectId -> its agents that have an active version, by model name: read on every `/v1` call */
const named = cachePerApp<(NamedAgent & { model: string })[]>();

export async function projectModelNames(deps: AppDeps, projectId: string): Promise<(NamedAgent & { model: string })[]> {
  return named(deps).get(projectId, async () => modelNames(await agentsWithActiveVersion(deps.db, projectId)));
}

/** After an agent was renamed or deleted, or a version activated: rare, so every project is read again. */
export function forgetModelNames(deps: AppDeps): void {
  named(deps).clear();
}
