import type { AppDeps } from '../../platform/deps';
import { deleteOrphanVisitorsBefore } from './delete-queries';

/** Data retention: the visitors of a project left with no conversation and not seen since `before`. */
export async function deleteOrphanVisitors(deps: AppDeps, projectId: string, before: Date): Promise<number> {
  return deleteOrphanVisitorsBefore(deps.db, projectId, before);
}
