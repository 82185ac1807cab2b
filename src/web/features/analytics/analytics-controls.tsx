import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_RANGES, type AnalyticsRange } from '@common/analytics';
import type { AgentListItem } from '@common/agents';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { analyticsExportUrl, type AnalyticsFilter } from './analytics-filter';

/** A select item cannot have an empty value (Radix keeps '' for no selection), so 'all agents' has its own. */
const ALL_AGENTS = 'all';

interface AnalyticsControlsProps {
  projectId: string;
  agents: AgentListItem[];
  filter: AnalyticsFilter;
  onChange: (next: AnalyticsFilter) => void;
}

/** Time range, agent, and the CSV of the same figures. */
export function AnalyticsControls({ projectId, agents, filter, onChange }: AnalyticsControlsProps) {
  const { t } = useTranslation('analytics');
  return (
    <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      <div className="grid min-w-0 gap-1.5 sm:w-40">
        <Label id="analytics-range-label">{t('controls.range')}</Label>
        <Select value={filter.range} onValueChange={(range) => onChange({ ...filter, range: range as AnalyticsRange })}>
          <SelectTrigger aria-labelledby="analytics-range-label" data-testid="analytics-range-select">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ANALYTICS_RANGES.map((range) => (
              <SelectItem key={range} value={range}>
                {t(`controls.ranges.${range}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid min-w-0 gap-1.5 sm:w-52">
        <Label id="analytics-agent-label">{t('controls.agent')}</Label>
        <Select
          value={filter.agentId ?? ALL_AGENTS}
          onValueChange={(agentId) => onChange({ range: filter.range, ...(agentId === ALL_AGENTS ? {} : { agentId }) })}
        >
          <SelectTrigger aria-labelledby="analytics-agent-label" data-testid="analytics-agent-select">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_AGENTS}>{t('controls.allAgents')}</SelectItem>
            {agents.map((agent) => (
              <SelectItem key={agent.id} value={agent.id}>
                {agent.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button asChild variant="outline" className="col-span-2 justify-self-start">
        <a href={analyticsExportUrl(projectId, filter)} download data-testid="analytics-export">
          <Download />
          {t('controls.export')}
        </a>
      </Button>
    </div>
  );
}
