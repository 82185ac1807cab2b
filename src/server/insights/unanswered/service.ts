import { roleCan } from '../../../common/members';
import { UNANSWERED_PERIOD_DAYS, UNANSWERED_ROWS_MAX, type UnansweredList, type UnansweredPeriod, type UnansweredSummary } from '../../../common/unanswered';
import { assertRoleCan, readRole, requireProject } from '../../accounts/projects/index';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { closeGroups, countOpenGroupsByAgent, findMemberAgent, findMemberGroup, listOpenGroups } from './queries';

const DAY_MS = 86_400_000;
const iso = (value: Date | string) => new Date(value).toISOString();

/** The agent's unanswered questions asked in the period, rephrasings as one row; every member reads them. */
export async function listUnanswered(deps: AppDeps, user: SessionUser, agentId: string, period: UnansweredPeriod): Promise<UnansweredList> {
  const agent = await findMemberAgent(deps.db, user.id, agentId);
  if (!agent) throw notFound('Agent');
  assertRoleCan(agent.role, 'readConversations');
  const since = new Date(deps.clock().getTime() - UNANSWERED_PERIOD_DAYS[period] * DAY_MS);
  const rows = await listOpenGroups(deps.db, agentId, since, UNANSWERED_ROWS_MAX);
  const role = readRole(agent.role);
  return {
    items: rows.map((r) => ({
      id: r.id,
      question: r.question,
      count: Number(r.count),
      firstAskedAt: iso(r.firstAskedAt),
      lastAskedAt: iso(r.lastAskedAt),
      channels: [...r.channels].sort(),
      exampleConversationId: r.exampleConversationId,
    })),
    canManage: role !== null && roleCan(role, 'build'),
  };
}

/** An editor says the question needs nothing more: its row goes (asked again, it comes back as a new row). */
export async function markHandled(deps: AppDeps, user: SessionUser, groupId: string): Promise<void> {
  const group = await findMemberGroup(deps.db, user.id, groupId);
  if (!group) throw notFound('Unanswered question');
  assertRoleCan(group.role, 'build');
  await closeGroups(deps.db, [groupId], 'handled', deps.clock());
}

/** The Dashboard's line: the project's questions that went unanswered in the last 7 days, and the agent with most. */
export async function unansweredSummary(deps: AppDeps, user: SessionUser, projectId: string): Promise<UnansweredSummary> {
  await requireProject(deps, user, projectId, 'view');
  const byAgent = await countOpenGroupsByAgent(deps.db, projectId, new Date(deps.clock().getTime() - 7 * DAY_MS));
  return { count: byAgent.reduce((sum, a) => sum + Number(a.n), 0), topAgentId: byAgent[0]?.agentId ?? null };
}
