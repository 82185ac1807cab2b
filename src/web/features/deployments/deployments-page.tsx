import { FolderPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../components/inline-error';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useCurrentProject } from '../../lib/queries/get-projects';
import { ProjectDeployments } from './project-deployments';

export type WidgetsPanelRender = (agent: { id: string; name: string }) => ReactNode;

/** /deployments[?agentId=&tab=]: versions, channels and channel analytics of one agent of the current project. */
export function DeploymentsPage({ widgetsPanel }: { widgetsPanel: WidgetsPanelRender }) {
  const { t } = useTranslation('deployments');
  const projects = useCurrentProject();

  if (projects.isPending) return <Skeleton className="h-96" />;
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
  return <ProjectDeployments projectId={projects.project.id} widgetsPanel={widgetsPanel} />;
}
