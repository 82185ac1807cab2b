import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@common/auth';
import { CurrentProjectGate } from '../../components/current-project-gate';
import { AnalyticsPremiumGate } from './analytics-premium-gate';
import { AnalyticsSkeleton } from './analytics-skeleton';
import { hasPremiumAccess } from './premium-access';
import { ProjectAnalytics } from './project-analytics';

/** /analytics: the current project's usage, cost and performance (Premium, SPEC section 6). */
export function AnalyticsPage({ user }: { user: PublicUser }) {
  const { t } = useTranslation('analytics');
  if (!hasPremiumAccess(user)) return <AnalyticsPremiumGate />;
  return (
    <CurrentProjectGate loading={<AnalyticsSkeleton />} noProject={{ title: t('noProject.title'), body: t('noProject.body') }}>
      {(projectId) => <ProjectAnalytics projectId={projectId} />}
    </CurrentProjectGate>
  );
}
