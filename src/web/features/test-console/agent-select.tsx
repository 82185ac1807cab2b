import { useTranslation } from 'react-i18next';
import type { AgentListItem } from '@common/agents';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { StatusDot } from './status-dot';

interface AgentSelectProps {
  agents: AgentListItem[];
  value: string | null;
  onChange: (agentId: string) => void;
  disabled?: boolean;
}

export function AgentSelect({ agents, value, onChange, disabled }: AgentSelectProps) {
  const { t } = useTranslation('testConsole');
  return (
    <Select value={value ?? undefined} onValueChange={onChange} disabled={disabled || agents.length === 0}>
      <SelectTrigger className="w-full sm:w-72" aria-label={t('agentSelect.label')} data-testid="console-agent-select">
        <SelectValue placeholder={t('agentSelect.placeholder')} />
      </SelectTrigger>
      <SelectContent>
        {agents.map((agent) => (
          <SelectItem key={agent.id} value={agent.id}>
            <span className="flex items-center gap-2">
              <StatusDot status={agent.status} />
              <span className="truncate">{agent.name}</span>
              <span className="sr-only">({t(`status.${agent.status}`)})</span>
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
