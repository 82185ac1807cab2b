import { useTranslation } from 'react-i18next';
import { CurrentProjectGate } from '../../components/current-project-gate';
import { InlineError } from '../../components/inline-error';
import { useSearchParams } from 'wouter';
import { Skeleton } from '../../components/ui/skeleton';
import { useProjectAgents } from '../../lib/queries/get-project-agents';
import { AgentSelect } from './agent-select';
import { NoAgentPanel } from './no-agent-panel';
import { TestConsole } from './test-console';

/** /test-console[?agentId=]: the agent from the query, else the current project's first agent. */
export function TestConsolePage() {
  const { t } = useTranslation('testConsole');
  return (
    <CurrentProjectGate loading={<Skeleton className="h-96" />} noProject={{ title: t('noProject.title'), body: t('noProject.body') }}>
      {(projectId) => <ProjectTestConsole projectId={projectId} />}
    </CurrentProjectGate>
  );
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
