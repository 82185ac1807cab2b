import type { AppDeps } from '../../platform/deps';
import { deleteAgentFactsBefore } from './queries';

/** Data retention: facts an agent remembered and nobody brought up to date since `before` go (the same choice as its conversations). */
export function expireAgentFacts(deps: AppDeps, agentId: string, before: Date): Promise<number> {
  return deleteAgentFactsBefore(deps.db, agentId, before);
}
