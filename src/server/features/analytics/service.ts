import type { AnalyticsSummary } from '../../../common/projects';
import type { AppDeps } from '../../platform/deps';
import { agentCounts, conversationFigures, runFigures } from './queries';

const money = (n: number) => n.toFixed(6);

/** Every figure comes from stored agents, conversations and runs; empty projects give zeros and nulls. */
export async function summarizeProject(deps: AppDeps, projectId: string): Promise<AnalyticsSummary> {
  const now = deps.clock();
  const [agents, runs, conversations] = await Promise.all([
    agentCounts(deps.db, projectId),
    runFigures(deps.db, projectId, now),
    conversationFigures(deps.db, projectId, now),
  ]);
  const hadPreviousMonth = conversations.prevMonth > 0 || runs.prevMonthCost > 0;
  return {
    totalAgents: agents.total,
    activeAgents: agents.active,
    totalConversations: conversations.total,
    totalRuns: runs.runs,
    totalCost: money(runs.totalCost),
    monthCost: money(runs.monthCost),
    successRate: runs.runs > 0 ? Math.round((runs.completed / runs.runs) * 100) : null,
    avgLatency: runs.avgLatency,
    conversationsByWeekday: conversations.weekdays,
    monthCostBreakdown: { models: money(runs.monthCost), embeddings: money(0) },
    previousMonth: hadPreviousMonth ? { conversations: conversations.prevMonth, cost: money(runs.prevMonthCost) } : null,
  };
}
