import { useTranslation } from 'react-i18next';
import { CurrentProjectGate } from '../../components/current-project-gate';
import { Skeleton } from '../../components/ui/skeleton';
import { ProjectVisitors } from './project-visitors';
import { VisitorPage } from './visitor-page';

/** /visitors and /visitors/:visitorId: the current project's visitors, and one visitor's page. */
export function VisitorsPage({ visitorId }: { visitorId?: string }) {
  const { t } = useTranslation('visitors');
  return (
    <CurrentProjectGate loading={<Skeleton className="h-64" aria-busy="true" />} noProject={{ title: t('noProject.title'), body: t('noProject.body') }}>
      {(projectId) => (visitorId ? <VisitorPage key={visitorId} projectId={projectId} visitorId={visitorId} /> : <ProjectVisitors projectId={projectId} />)}
    </CurrentProjectGate>
  );
}
