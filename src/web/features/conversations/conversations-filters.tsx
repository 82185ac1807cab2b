import { Download, Search, X } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentListItem } from '@common/agents';
import { CONVERSATION_CHANNELS, CONVERSATION_RATING_FILTERS, CONVERSATION_STATUSES, GUARDRAIL_FILTERS } from '@common/conversations';
import { Button, buttonVariants } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { conversationsExportUrl, hasConversationsFilter, type ConversationsFilter, type ExportFormat } from './conversations-filter';
import { FilterSelect } from './filter-select';

interface ConversationsFiltersProps {
  projectId: string;
  agents: AgentListItem[];
  filter: ConversationsFilter;
  onChange: (next: ConversationsFilter) => void;
}

export function ConversationsFilters({ projectId, agents, filter, onChange }: ConversationsFiltersProps) {
  const { t } = useTranslation('conversations');
  const set = (key: keyof ConversationsFilter, value: string | undefined) => onChange({ ...filter, [key]: value || undefined });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    set('q', String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };

  return (
    <div className="flex flex-col gap-4 rounded-lg border bg-card p-4" data-testid="conversations-filters">
      {/* keyed by the applied words, so clearing the filters empties the box too */}
      <form key={filter.q ?? ''} role="search" onSubmit={search} className="flex gap-2">
        <Input
          name="q"
          type="search"
          defaultValue={filter.q ?? ''}
          maxLength={200}
          placeholder={t('filters.searchPlaceholder')}
          aria-label={t('filters.search')}
          data-testid="conversations-search"
        />
        <Button type="submit" variant="secondary" data-testid="conversations-search-submit">
          <Search />
          {t('filters.searchAction')}
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:flex xl:flex-wrap xl:items-end">
        <FilterSelect
          id="conversations-agent"
          label={t('filters.agent')}
          allLabel={t('filters.allAgents')}
          value={filter.agentId}
          options={agents.map((agent) => ({ value: agent.id, label: agent.name }))}
          onChange={(value) => onChange({ ...filter, agentId: value, versionId: undefined })}
        />
        <FilterSelect
          id="conversations-channel"
          label={t('filters.channel')}
          allLabel={t('filters.allChannels')}
          value={filter.channel}
          options={CONVERSATION_CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) }))}
          onChange={(value) => set('channel', value)}
        />
        <FilterSelect
          id="conversations-status"
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          value={filter.status}
          options={CONVERSATION_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          onChange={(value) => set('status', value)}
        />
        <FilterSelect
          id="conversations-rating"
          label={t('filters.rating')}
          allLabel={t('filters.allRatings')}
          value={filter.rating}
          options={CONVERSATION_RATING_FILTERS.map((rating) => ({ value: rating, label: t(`ratingFilters.${rating}`) }))}
          onChange={(value) => set('rating', value)}
        />
        <FilterSelect
          id="conversations-guardrail"
          label={t('filters.guardrail')}
          allLabel={t('filters.allGuardrails')}
          value={filter.guardrail}
          options={GUARDRAIL_FILTERS.map((check) => ({ value: check, label: t(`guardrailFilters.${check}`) }))}
          onChange={(value) => set('guardrail', value)}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="conversations-from">{t('filters.from')}</Label>
          <Input id="conversations-from" type="date" className="dark:[color-scheme:dark]" value={filter.from ?? ''} max={filter.to} onChange={(e) => set('from', e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="conversations-to">{t('filters.to')}</Label>
          <Input id="conversations-to" type="date" className="dark:[color-scheme:dark]" value={filter.to ?? ''} min={filter.from} onChange={(e) => set('to', e.target.value)} />
        </div>
        <div className="flex h-9 items-center gap-2 self-end">
          <Switch
            id="conversations-has-lead"
            checked={filter.hasLead === 'true'}
            onCheckedChange={(checked) => set('hasLead', checked ? 'true' : undefined)}
            data-testid="conversations-has-lead"
          />
          <Label htmlFor="conversations-has-lead">{t('filters.hasLead')}</Label>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {hasConversationsFilter(filter) && (
          <Button variant="ghost" onClick={() => onChange({})} data-testid="conversations-clear-filters">
            <X />
            {t('filters.clear')}
          </Button>
        )}
        {(['csv', 'json'] as ExportFormat[]).map((format) => (
          <a
            key={format}
            href={conversationsExportUrl(projectId, filter, format)}
            download
            className={buttonVariants({ variant: 'outline' })}
            data-testid={`conversations-export-${format}`}
          >
            <Download />
            {t(`export.${format}`)}
          </a>
        ))}
      </div>
    </div>
  );
}
