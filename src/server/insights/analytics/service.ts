import type { AnalyticsQuery, AnalyticsReport } from '../../../common/analytics';
import type { AnalyticsSummary } from '../../../common/projects';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { assertPremium } from '../../accounts/billing/index';
import { requireProject, requireProjectOwnerPlan } from '../../accounts/projects/index';
import { activityFigures, agentCounts, monthBounds } from './queries';
import { readRunCells } from './run-cells';
import { buildReport, rangeWindow } from './report';
import { agentNames } from './report-queries';
import { projectOwnerSettings } from '../../accounts/settings/index';
import { runsCsv } from './runs-export';

const money = (n: number) => n.toFixed(6);

/**
 * The project's spend since the start of this UTC month (tests included, like the dashboard's month
 * cost): the runs with a known price, and how many runs had none.
 */
export async function projectMonthCost(deps: AppDeps, projectId: string): Promise<{ cost: number; unpricedRuns: number }> {
  const now = deps.clock();
  const { cells } = await readRunCells(deps.db, { projectId, from: monthBounds(now).start, to: new Date(now.getTime() + 1000), bucket: null });
  return { cost: cells.reduce((sum, c) => sum + c.cost, 0), unpricedRuns: cells.reduce((sum, c) => sum + c.unpricedRuns, 0) };
}

/** A period's production figures of a project (the weekly report's). */
export async function projectPeriodFigures(deps: AppDeps, projectId: string, from: Date, to: Date) {
  const { cells } = await readRunCells(deps.db, { projectId, from, to, bucket: null });
  const production = cells.filter((c) => !c.isTest);
  const runs = production.reduce((n, c) => n + c.runs, 0);
  const completed = production.reduce((n, c) => n + c.completed, 0);
  return {
    conversations: production.reduce((n, c) => n + c.conversations, 0),
    runs,
    successRate: runs > 0 ? Math.round((completed / runs) * 100) : null,
    // spend counts the Testing Console too, as the budget does
    cost: cells.reduce((sum, c) => sum + c.cost, 0),
    unpricedRuns: cells.reduce((sum, c) => sum + c.unpricedRuns, 0),
  };
}

/** Every figure comes from stored agents, conversations and runs; empty projects give zeros and nulls. */
export async function summarizeProject(deps: AppDeps, user: SessionUser, projectIdParam: string): Promise<AnalyticsSummary> {
  const projectId = (await requireProject(deps, user, projectIdParam, 'view')).id;
  const now = deps.clock();
  const [agents, runs] = await Promise.all([agentCounts(deps.db, projectId), activityFigures(deps.db, projectId, now)]);
  const hadPreviousMonth = runs.prevMonthConversations > 0 || runs.prevMonthCost > 0;
  return {
    totalAgents: agents.total,
    activeAgents: agents.active,
    totalConversations: runs.conversations,
    totalRuns: runs.runs,
    totalCost: money(runs.totalCost),
    totalUnpricedRuns: runs.totalUnpricedRuns,
    monthCost: money(runs.monthCost),
    monthUnpricedRuns: runs.monthUnpricedRuns,
    successRate: runs.runs > 0 ? Math.round((runs.completed / runs.runs) * 100) : null,
    avgLatency: runs.avgLatency,
    conversationsByWeekday: runs.weekdays,
    monthCostBreakdown: { models: money(runs.monthCost), embeddings: money(0) },
    previousMonth: hadPreviousMonth ? { conversations: runs.prevMonthConversations, cost: money(runs.prevMonthCost) } : null,
  };
}

/** A project the user may view, whose owner has Premium, and the agent filter naming one of its agents. */
async function requireAnalyticsScope(deps: AppDeps, user: SessionUser, projectId: string, query: AnalyticsQuery): Promise<string> {
  const project = await requireProject(deps, user, projectId, 'view');
  await assertPremium(deps, await requireProjectOwnerPlan(deps, project.id));
  if (query.agentId && (await agentNames(deps.db, { projectId: project.id, agentId: query.agentId })).size === 0) throw notFound('Agent');
  return project.id;
}

export async function analyticsFor(deps: AppDeps, user: SessionUser, projectId: string, query: AnalyticsQuery): Promise<AnalyticsReport> {
  return buildReport(deps, await requireAnalyticsScope(deps, user, projectId, query), query);
}

export async function analyticsExport(deps: AppDeps, user: SessionUser, projectIdParam: string, query: AnalyticsQuery) {
  const projectId = await requireAnalyticsScope(deps, user, projectIdParam, query);
  const now = deps.clock();
  const { from, to } = rangeWindow(query.range, now);
  return {
    filename: `analytics-runs-${query.range}-${now.toISOString().slice(0, 10)}.csv`,
    chunks: runsCsv(deps.db, { projectId, agentId: query.agentId, from, to, maskPii: (await projectOwnerSettings(deps, projectId)).piiMasking }),
  };
}
