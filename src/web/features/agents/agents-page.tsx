import { useState, type ReactNode } from 'react';
import type { AgentListItem } from '@common/agents';
import { PLANS } from '@common/plans';
import { InlineError } from '../../components/inline-error';
import { PremiumGateDialog } from '../../components/premium-gate-dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useProjectAgents } from '../../lib/queries/get-project-agents';
import { useProjectCan } from '../../lib/project-role';
import { useCurrentProject } from '../../lib/queries/get-projects';
import { AgentCard } from './agent-card';
import { countAgents, filterAgents, type StatusFilter } from './agent-filters';
import { AgentsToolbar, type AgentsLayout } from './agents-toolbar';
import { AgentsSkeleton, NoAgentsState, NoMatchState, NoProjectState } from './agents-empty-states';
import { DeleteAgentDialog } from './delete-agent-dialog';
import { ImportAgentDialog } from './import-agent-dialog';
import { TestAgentDialog } from './test-agent-dialog';
import { useAgentActions } from './use-agent-actions';
import { useWizardRoute } from './use-wizard-route';
import { AgentWizardDialog } from './wizard/agent-wizard-dialog';

type TestConsole = (agentId: string) => ReactNode;

/** /agents: the project's agents with search, filter, layout toggle, the wizard and the per-agent menu. */
export function AgentsPage({ testConsole }: { testConsole: TestConsole }) {
  const projects = useCurrentProject();
  const wizard = useWizardRoute();

  if (projects.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <Skeleton className="h-9 w-full" />
        <AgentsSkeleton />
      </div>
    );
  }
  if (projects.isError) return <InlineError error={projects.error} onRetry={() => void projects.refetch()} />;
  return (
    <>
      {projects.project ? (
        <ProjectAgents
          projectId={projects.project.id}
          testConsole={testConsole}
          onCreate={wizard.openCreate}
          onEdit={wizard.openEdit}
          onWorkflow={wizard.goToWorkflow}
          onAnswers={wizard.goToAnswers}
        />
      ) : (
        <NoProjectState />
      )}
      <AgentWizardDialog projectId={projects.project?.id ?? null} target={wizard.target} onClose={wizard.close} onWorkflow={wizard.goToWorkflow} onAnswers={wizard.goToAnswers} onOpenAgent={wizard.openEdit} />
    </>
  );
}

function ProjectAgents({
  projectId,
  testConsole,
  onCreate,
  onEdit,
  onWorkflow,
  onAnswers,
}: {
  projectId: string;
  testConsole: TestConsole;
  onCreate: () => void;
  onEdit: (agentId: string) => void;
  onWorkflow: (agentId: string) => void;
  onAnswers: (agentId: string) => void;
}) {
  const agents = useProjectAgents(projectId);
  const actions = useAgentActions(projectId);
  const canBuild = useProjectCan()('build');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [layout, setLayout] = useState<AgentsLayout>('grid');
  const [testing, setTesting] = useState<AgentListItem | null>(null);
  const [importing, setImporting] = useState(false);

  const all = agents.data ?? [];
  const visible = filterAgents(all, search, status);
  const menu = {
    onTest: setTesting,
    onEdit: (agent: AgentListItem) => onEdit(agent.id),
    onWorkflow: (agent: AgentListItem) => onWorkflow(agent.id),
    onAnswers: (agent: AgentListItem) => onAnswers(agent.id),
    onDuplicate: actions.duplicateAgent,
    onDelete: actions.askDelete,
    busyAgentId: actions.duplicating,
    readOnly: !canBuild,
  };

  return (
    <div className="flex flex-col gap-6" data-testid="agents-page">
      <AgentsToolbar
        search={search}
        status={status}
        layout={layout}
        counts={countAgents(all)}
        onSearch={setSearch}
        onStatus={setStatus}
        onLayout={setLayout}
        onCreate={canBuild ? onCreate : undefined}
        onImport={canBuild ? () => setImporting(true) : undefined}
      />
      {agents.isPending && <AgentsSkeleton />}
      {agents.isError && <InlineError error={agents.error} onRetry={() => void agents.refetch()} />}
      {agents.data && all.length === 0 && <NoAgentsState onCreate={canBuild ? onCreate : undefined} />}
      {agents.data && all.length > 0 && visible.length === 0 && (
        <NoMatchState
          onClear={() => {
            setSearch('');
            setStatus('all');
          }}
        />
      )}
      {visible.length > 0 && (
        <div className={cn('grid gap-4', layout === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1')} data-testid={`agents-${layout}`}>
          {visible.map((agent) => (
            <AgentCard key={agent.id} agent={agent} layout={layout} actions={menu} />
          ))}
        </div>
      )}
      <DeleteAgentDialog agent={actions.deleting} pending={actions.deletePending} onConfirm={actions.confirmDelete} onCancel={actions.cancelDelete} />
      <ImportAgentDialog projectId={projectId} open={importing} onClose={() => setImporting(false)} onOpenAgent={onEdit} />
      <TestAgentDialog agent={testing} testConsole={testConsole} onClose={() => setTesting(null)} />
      <PremiumGateDialog namespace="agents" messageValues={{ count: PLANS.free.maxAgents }} data-testid="premium-gate" open={actions.gateOpen} onClose={actions.closeGate} />
    </div>
  );
}
