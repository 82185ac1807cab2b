import { useTranslation } from 'react-i18next';
import { CurrentProjectGate } from '../../components/current-project-gate';
import { useCurrentProject } from '../../lib/queries/get-projects';
import { AnalyticsPremiumGate } from './analytics-premium-gate';
import { AnalyticsSkeleton } from './analytics-skeleton';
import { ProjectAnalytics } from './project-analytics';

/** /analytics: the current project's usage, cost and performance (Premium for the project's owner). */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const { project } = useCurrentProject();
  if (project && !project.premium) return <AnalyticsPremiumGate />;
  return (
    <CurrentProjectGate loading={<AnalyticsSkeleton />} noProject={{ title: t('noProject.title'), body: t('noProject.body') }}>
      {(projectId) => <ProjectAnalytics projectId={projectId} />}
    </CurrentProjectGate>
  );
}
