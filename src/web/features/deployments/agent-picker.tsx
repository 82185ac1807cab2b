import { useTranslation } from 'react-i18next';
import type { AgentListItem } from '@common/agents';
import { Badge } from '../../components/ui/badge';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { cn } from '../../lib/cn';

interface AgentPickerProps {
  agents: AgentListItem[];
  value: string;
  onChange: (agentId: string) => void;
}

const dotColour = (status: AgentListItem['status']) =>
  status === 'active' ? 'bg-success' : status === 'draft' ? 'bg-warning' : 'bg-muted-foreground/60';

/** The agent whose deployments are shown, with its status and latest published version. */
export function AgentPicker({ agents, value, onChange }: AgentPickerProps) {
  const { t } = useTranslation('deployments');
  const current = agents.find((a) => a.id === value);
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1.5">
        <span id="deployments-agent-label" className="text-sm font-medium">
          {t('agentSelect.label')}
        </span>
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger className="w-full sm:w-80" aria-labelledby="deployments-agent-label" data-testid="deployments-agent-select">
            <SelectValue placeholder={t('agentSelect.placeholder')} />
          </SelectTrigger>
          <SelectContent>
            {agents.map((agent) => (
              <SelectItem key={agent.id} value={agent.id}>
                <span className="flex items-center gap-2">
                  <span aria-hidden="true" className={cn('inline-block size-2 shrink-0 rounded-full', dotColour(agent.status))} />
                  <span className="truncate">{agent.name}</span>
                  <span className="sr-only">({t(`agentStatus.${agent.status}`)})</span>
                </span>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {current && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={current.status === 'active' ? 'success' : current.status === 'draft' ? 'warning' : 'secondary'}>
            {t(`agentStatus.${current.status}`)}
          </Badge>
          <Badge variant="outline" data-testid="deployments-latest-version">
            {current.latestVersion ?? t('agentSelect.noVersion')}
          </Badge>
        </div>
      )}
    </div>
  );
}
