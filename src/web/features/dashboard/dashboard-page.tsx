import { useTranslation } from 'react-i18next';
import { CurrentProjectGate } from '../../components/current-project-gate';
import { InlineError } from '../../components/inline-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useProjectAnalytics } from '../../lib/queries/get-project-analytics';
import { useCurrentProject } from '../../lib/queries/get-projects';
import { ConversationVolumeCard } from './conversation-volume-card';
import { MetricsGrid, MetricsGridSkeleton } from './metrics-grid';
import { MonthCostCard } from './month-cost-card';
import { QuickActionsCard } from './quick-actions-card';
import { RecentAgentsCard } from './recent-agents-card';
import { ResponseTimeCard } from './response-time-card';
import { UnansweredLine } from './unanswered-line';

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    <CurrentProjectGate loading={<MetricsGridSkeleton />} noProject={{ title: t('noProject.title'), body: t('noProject.body') }}>
      {(projectId) => <ProjectDashboard projectId={projectId} />}
    </CurrentProjectGate>
  );
}

function ProjectDashboard({ projectId }: { projectId: string }) {
  const analytics = useProjectAnalytics(projectId);
  const summary = analytics.data;
  // the gate has loaded the project list already; this reads it from the cache
  const { project } = useCurrentProject();

  return (
    <div className="flex flex-col gap-6" data-testid="dashboard">
      <UnansweredLine projectId={projectId} />
      {analytics.isError ? (
        <InlineError error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : summary ? (
        <MetricsGrid summary={summary} />
      ) : (
        <MetricsGridSkeleton />
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <RecentAgentsCard projectId={projectId} className="lg:col-span-2" />
        <QuickActionsCard />
      </div>
      {summary ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <ConversationVolumeCard counts={summary.conversationsByWeekday} className="lg:col-span-2" />
          <div className="flex flex-col gap-6">
            <ResponseTimeCard avgLatencyMs={summary.avgLatency} runs={summary.totalRuns} />
            {project && <MonthCostCard summary={summary} projectId={projectId} budget={project.monthlyBudget} />}
          </div>
        </div>
      ) : (
        !analytics.isError && (
          <div className="grid gap-6 lg:grid-cols-3">
            <Skeleton className="h-72 lg:col-span-2" />
            <Skeleton className="h-72" />
          </div>
        )
      )}
    </div>
  );
}
