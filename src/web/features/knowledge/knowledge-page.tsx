import { useTranslation } from 'react-i18next';
import { CurrentProjectGate } from '../../components/current-project-gate';
import { DatasetsSkeleton } from './datasets-empty-state';
import { ProjectKnowledge } from './project-knowledge';

/** /knowledge: the current project's datasets (websites and documents the agents answer from). */
export function KnowledgePage() {
  const { t } = useTranslation('knowledge');
  return (
    <CurrentProjectGate loading={<DatasetsSkeleton />} noProject={{ title: t('noProject.title'), body: t('noProject.body') }}>
      {(projectId) => <ProjectKnowledge projectId={projectId} />}
    </CurrentProjectGate>
  );
}
