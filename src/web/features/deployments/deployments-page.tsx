import { useTranslation } from 'react-i18next';
import { CurrentProjectGate } from '../../components/current-project-gate';
import { Skeleton } from '../../components/ui/skeleton';
import { ProjectDeployments } from './project-deployments';
import type { WidgetsPanelRender } from './widgets-panel-render';

/** /deployments[?agentId=&tab=]: versions, channels and channel analytics of one agent of the current project. */
export function DeploymentsPage({ widgetsPanel }: { widgetsPanel: WidgetsPanelRender }) {
  const { t } = useTranslation('deployments');
  return (
    <CurrentProjectGate loading={<Skeleton className="h-96" />} noProject={{ title: t('noProject.title'), body: t('noProject.body') }}>
      {(projectId) => <ProjectDeployments projectId={projectId} widgetsPanel={widgetsPanel} />}
    </CurrentProjectGate>
  );
}
