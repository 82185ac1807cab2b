import { useTranslation } from 'react-i18next';
import { CurrentProjectGate } from '../../components/current-project-gate';
import { Skeleton } from '../../components/ui/skeleton';
import { ProjectInbox } from './project-inbox';

/** /inbox: the open conversations of the current project, answered by a person when needed. */
export function InboxPage({ userId }: { userId: string }) {
  const { t } = useTranslation('inbox');
  return (
    <CurrentProjectGate loading={<Skeleton className="h-[32rem]" aria-busy="true" />} noProject={{ title: t('noProject.title'), body: t('noProject.body') }}>
      {(projectId) => <ProjectInbox projectId={projectId} userId={userId} />}
    </CurrentProjectGate>
  );
}
