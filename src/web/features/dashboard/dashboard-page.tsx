import { FolderPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../components/inline-error';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useCurrentProject } from '../../lib/queries/get-projects';
import { useProjectAnalytics } from '../../lib/queries/get-project-analytics';
import { ConversationVolumeCard } from './conversation-volume-card';
import { MetricsGrid, MetricsGridSkeleton } from './metrics-grid';
import { MonthCostCard } from './month-cost-card';
import { QuickActionsCard } from './quick-actions-card';
import { RecentAgentsCard } from './recent-agents-card';
import { ResponseTimeCard } from './response-time-card';

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const projects = useCurrentProject();

  if (projects.isPending) return <MetricsGridSkeleton />;
  if (projects.isError) return <InlineError error={projects.error} onRetry={() => void projects.refetch()} />;
  if (!projects.project) {
    return (
      <Card className="mx-auto max-w-lg" data-testid="no-project">
        <CardContent className="flex flex-col items-center gap-3 pt-8 pb-8 text-center">
          <FolderPlus className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t('noProject.title')}</p>
          <p className="text-sm text-muted-foreground">{t('noProject.body')}</p>
        </CardContent>
      </Card>
    );
  }
  return <ProjectDashboard projectId={projects.project.id} />;
}

function ProjectDashboard({ projectId }: { projectId: string }) {
  const analytics = useProjectAnalytics(projectId);
  const summary = analytics.data;

  return (
    <div className="flex flex-col gap-6" data-testid="dashboard">
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
            <MonthCostCard summary={summary} />
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
