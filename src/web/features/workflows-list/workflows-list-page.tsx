import { ArrowLeft, FolderPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { InlineError } from '../../components/inline-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { useProjectAgents } from '../../lib/queries/get-project-agents';
import { useCurrentProject } from '../../lib/queries/get-projects';
import { BuilderInfoCard } from './builder-info-card';
import { NoAgentsCard } from './no-agents-card';
import { WorkflowAgentCard } from './workflow-agent-card';
import { WorkflowsSkeleton } from './workflows-skeleton';

/** /workflows: every agent of the first project, each with a way into its workflow builder. */
export function WorkflowsListPage() {
  const projects = useCurrentProject();
  if (projects.isPending) return <WorkflowsSkeleton />;
  if (projects.isError) return <InlineError error={projects.error} onRetry={() => void projects.refetch()} />;
  if (!projects.project) return <NoProjectCard />;
  return <ProjectWorkflows projectId={projects.project.id} />;
}

function ProjectWorkflows({ projectId }: { projectId: string }) {
  const agents = useProjectAgents(projectId);
  if (agents.isPending) return <WorkflowsSkeleton />;
  if (agents.isError) return <InlineError error={agents.error} onRetry={() => void agents.refetch()} />;
  return (
    <div className="flex flex-col gap-6" data-testid="workflows-list">
      {agents.data.length === 0 ? (
        <NoAgentsCard />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {agents.data.map((agent) => (
            <WorkflowAgentCard key={agent.id} agent={agent} />
          ))}
        </div>
      )}
      <BuilderInfoCard />
    </div>
  );
}

function NoProjectCard() {
  const { t } = useTranslation('workflowsList');
  return (
    <Card className="mx-auto max-w-lg" data-testid="workflows-no-project">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <FolderPlus className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t('noProject.title')}</p>
        <p className="text-sm text-muted-foreground">{t('noProject.body')}</p>
        <Button asChild variant="outline">
          <Link href="/">
            <ArrowLeft />
            {t('noProject.back')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
