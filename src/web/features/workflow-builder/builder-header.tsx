import { ArrowLeft, Cpu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Agent } from '@common/agents';
import { AgentStatusBadge } from '../../components/agent-status-badge';
import { AnsweringModel } from '../../components/answering-model';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { describeAgentModel } from './agent-model';


/** Back to the agents, the title with the agent's name, model and status, and the toolbar. */
export function BuilderHeader({ agent, children }: { agent: Agent; children: ReactNode }) {
  const { t } = useTranslation('workflowBuilder');
  const model = describeAgentModel(agent.modelProvider, agent.modelName);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3 border-b p-3" data-testid="workflow-builder-header">
      <Button asChild variant="ghost" size="sm" className="-ml-1">
        <Link href="/agents" data-testid="workflow-back">
          <ArrowLeft />
          {t('header.back')}
        </Link>
      </Button>
      <div className="min-w-0 flex-1 basis-64">
        <h2 className="text-lg font-semibold leading-tight">{t('header.title')}</h2>
        <div className="mt-1 flex min-w-0 flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span className="max-w-64 truncate font-medium text-foreground" data-testid="workflow-agent-name">
            {agent.name}
          </span>
          <AnsweringModel projectId={agent.projectId} modelProvider={agent.modelProvider} modelName={agent.modelName}>
            <Badge variant="outline" className="gap-1 font-normal" data-testid="workflow-agent-model">
              <Cpu className="size-3" aria-hidden="true" />
              {model.provider} · {model.model}
            </Badge>
          </AnsweringModel>
          <AgentStatusBadge status={agent.status} data-testid="workflow-agent-status" />
        </div>
      </div>
      {/* a row of its own, on one line from lg (1024 px) up: the demo address is what shrinks */}
      <div role="toolbar" aria-label={t('header.toolbar')} className="flex w-full flex-wrap items-center gap-2 lg:flex-nowrap">
        {children}
      </div>
    </div>
  );
}
