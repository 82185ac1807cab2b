import { Download, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AgentListItem } from '@common/agents';
import { Button, buttonVariants } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { hasLeadsFilter, leadsExportUrl, type LeadsFilter } from './leads-filter';

/** A select item cannot have an empty value (Radix keeps '' for no selection), so 'all agents' has its own. */
const ALL_AGENTS = 'all';

interface LeadsFiltersProps {
  projectId: string;
  agents: AgentListItem[];
  filter: LeadsFilter;
  onChange: (next: LeadsFilter) => void;
}

export function LeadsFilters({ projectId, agents, filter, onChange }: LeadsFiltersProps) {
  const { t } = useTranslation('leads');
  const set = (key: keyof LeadsFilter, value: string) => onChange({ ...filter, [key]: value || undefined });

  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-card p-4 lg:flex-row lg:items-end" data-testid="leads-filters">
      <div className="grid gap-1.5 lg:w-64">
        <Label id="leads-agent-label">{t('filters.agent')}</Label>
        <Select value={filter.agentId ?? ALL_AGENTS} onValueChange={(value) => set('agentId', value === ALL_AGENTS ? '' : value)}>
          <SelectTrigger aria-labelledby="leads-agent-label" data-testid="leads-agent-select">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_AGENTS}>{t('filters.allAgents')}</SelectItem>
            {agents.map((agent) => (
              <SelectItem key={agent.id} value={agent.id}>
                {agent.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:flex">
        <div className="grid gap-1.5">
          <Label htmlFor="leads-from">{t('filters.from')}</Label>
          <Input id="leads-from" type="date" className="dark:[color-scheme:dark]" value={filter.from ?? ''} max={filter.to} onChange={(e) => set('from', e.target.value)} data-testid="leads-from" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="leads-to">{t('filters.to')}</Label>
          <Input id="leads-to" type="date" className="dark:[color-scheme:dark]" value={filter.to ?? ''} min={filter.from} onChange={(e) => set('to', e.target.value)} data-testid="leads-to" />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 lg:ml-auto">
        {hasLeadsFilter(filter) && (
          <Button variant="ghost" onClick={() => onChange({})} data-testid="leads-clear-filters">
            <X />
            {t('filters.clear')}
          </Button>
        )}
        <a href={leadsExportUrl(projectId, filter)} download className={buttonVariants({ variant: 'outline' })} data-testid="leads-export">
          <Download />
          {t('exportCsv')}
        </a>
      </div>
    </div>
  );
}
