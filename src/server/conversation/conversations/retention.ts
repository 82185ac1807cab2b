import { DEFAULT_USER_SETTINGS } from '../../../common/settings';
import type { AppDeps } from '../../platform/deps';
import { expireAgentFacts } from '../visitor-memory/index';
import { deleteOrphanVisitors } from '../visitors/index';
import { deleteConversationsBefore, deleteLooseRunsBefore, listRetentionTargets } from './queries';

const DAY_MS = 86_400_000;
const RETENTION_DAYS: Record<string, number | null> = { '30d': 30, '90d': 90, '1y': 365, never: null };

/**
 * Settings > Preferences > Data retention, enforced: each project keeps its owner's choice.
 * Conversations whose last message is older (with their runs and feedback) and Testing Console
 * runs older than it are deleted, in batches; Analytics sums the hours they were in again. Facts
 * the agent remembered about visitors and nobody brought up to date since then go too; then the
 * visitors left with no conversation and not seen within the period.
 */
export async function applyDataRetention(deps: AppDeps): Promise<{ conversations: number; runs: number; facts: number; visitors: number }> {
  const now = deps.clock().getTime();
  let conversations = 0;
  let runs = 0;
  let facts = 0;
  let visitors = 0;
  const projects = new Map<string, Date>();
  for (const { agentId, projectId, retention } of await listRetentionTargets(deps.db)) {
    const choice = retention && retention in RETENTION_DAYS ? retention : DEFAULT_USER_SETTINGS.dataRetention;
    const days = RETENTION_DAYS[choice];
    if (days === null) continue;
    const before = new Date(now - days * DAY_MS);
    for (let n = await deleteConversationsBefore(deps.db, agentId, before); n > 0; n = await deleteConversationsBefore(deps.db, agentId, before)) conversations += n;
    for (let n = await deleteLooseRunsBefore(deps.db, agentId, before); n > 0; n = await deleteLooseRunsBefore(deps.db, agentId, before)) runs += n;
    facts += await expireAgentFacts(deps, agentId, before);
    projects.set(projectId, before);
  }
  // visitors left with no conversation (theirs were deleted above) and not seen within the period
  for (const [projectId, before] of projects) visitors += await deleteOrphanVisitors(deps, projectId, before);
  return { conversations, runs, facts, visitors };
}
