import { FolderPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { InlineError } from '../../components/inline-error';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useProjectAgents } from '../../lib/queries/get-project-agents';
import { useCurrentProject } from '../../lib/queries/get-projects';
import { AgentSelect } from './agent-select';
import { NoAgentPanel } from './no-agent-panel';
import { TestConsole } from './test-console';

/** /test-console[?agentId=]: the agent from the query, else the current project's first agent. */
export function TestConsolePage() {
  const { t } = useTranslation('testConsole');
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
  return <ProjectTestConsole projectId={projects.project.id} />;
}

function ProjectTestConsole({ projectId }: { projectId: string }) {
  const agents = useProjectAgents(projectId);
  const [params, setParams] = useSearchParams();

  if (agents.isPending) return <Skeleton className="h-96" />;
  if (agents.isError) return <InlineError error={agents.error} onRetry={() => void agents.refetch()} />;

  const agentId = params.get('agentId') || agents.data[0]?.id || null;
  const picker = <AgentSelect agents={agents.data} value={agentId} onChange={(id) => setParams({ agentId: id })} />;

  if (!agentId) return <NoAgentPanel agentPicker={picker} />;
  return <TestConsole key={agentId} agentId={agentId} agentPicker={picker} />;
}
