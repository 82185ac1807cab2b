import type { DeploymentStats } from '../../../common/chat';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { requireAgent } from '../../authoring/agents/index';
import { agentDeploymentFigures } from './queries';

const DAY_MS = 86_400_000;

/** Deployments > Analytics: production conversations and turns per channel, and the last seven days. */
export async function getDeploymentStats(deps: AppDeps, user: SessionUser, agentId: string): Promise<DeploymentStats> {
  const { row } = await requireAgent(deps, user, agentId, 'view');
  const now = deps.clock();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - 6 * DAY_MS);
  const figures = await agentDeploymentFigures(deps.db, row.id, since);

  const byChannel: DeploymentStats['byChannel'] = {};
  const entry = (channel: string) => (byChannel[channel] ??= { conversations: 0, turns: 0, errors: 0, limited: 0 });
  for (const r of figures.runs) Object.assign(entry(r.channel), { turns: r.turns, errors: r.errors, limited: r.limited });
  for (const c of figures.conversations) entry(c.channel).conversations = c.count;

  const answered = figures.runs.reduce((n, r) => n + r.answered, 0);
  const latencySum = figures.runs.reduce((n, r) => n + r.latencySum, 0);
  const last7Days = Array.from({ length: 7 }, (_, i) => {
    const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, turns: figures.days.get(date) ?? 0 };
  });
  return {
    byChannel,
    totalConversations: figures.conversations.reduce((n, c) => n + c.count, 0),
    totalTurns: figures.runs.reduce((n, r) => n + r.turns, 0),
    avgLatency: answered ? Math.round(latencySum / answered) : null,
    last7Days,
  };
}
