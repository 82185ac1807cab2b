import { useTranslation } from 'react-i18next';
import { CurrentProjectGate } from '../../components/current-project-gate';
import { Skeleton } from '../../components/ui/skeleton';
import { ProjectLeads } from './project-leads';

/** /leads: the leads the current project's agents captured. */
export function LeadsPage() {
  const { t } = useTranslation('leads');
  return (
    <CurrentProjectGate loading={<Skeleton className="h-64" aria-busy="true" />} noProject={{ title: t('noProject.title'), body: t('noProject.body') }}>
      {(projectId) => <ProjectLeads projectId={projectId} />}
    </CurrentProjectGate>
  );
}
