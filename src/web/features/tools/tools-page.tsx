import { useTranslation } from 'react-i18next';
import { CurrentProjectGate } from '../../components/current-project-gate';
import { Skeleton } from '../../components/ui/skeleton';
import { ToolsHub } from './tools-hub';

/** /tools: the current project's Tools Hub (an instance admin can also share its tools publicly). */
export function ToolsPage({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('tools');
  return (
    <CurrentProjectGate loading={<Skeleton className="h-64" aria-busy="true" />} noProject={{ title: t('noProject.title'), body: t('noProject.body') }}>
      {(projectId) => <ToolsHub projectId={projectId} isAdmin={isAdmin} />}
    </CurrentProjectGate>
  );
}
