import { Download, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGING_CHANNELS } from '@common/channels';
import { VISITOR_SEARCH_MAX, VISITOR_STATUSES } from '@common/visitors';
import { Button, buttonVariants } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { SearchInput } from '../../components/ui/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { hasVisitorsFilter, visitorsExportUrl, type VisitorsFilter } from './visitors-filter';

/** A select item cannot have an empty value, so 'all' has its own. */
const ALL = 'all';

export function VisitorsFilters({ projectId, filter, onChange }: { projectId: string; filter: VisitorsFilter; onChange: (next: VisitorsFilter) => void }) {
  const { t } = useTranslation('visitors');
  const [typed, setTyped] = useState(filter.q ?? '');
  // the list follows the search box a moment after typing stops
  useEffect(() => {
    if ((filter.q ?? '') === typed.trim()) return;
    const timer = setTimeout(() => onChange({ ...filter, q: typed.trim() || undefined }), 300);
    return () => clearTimeout(timer);
  }, [typed, filter, onChange]);
  const set = (key: 'status' | 'channel', value: string) => onChange({ ...filter, [key]: value === ALL ? undefined : value });

  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-card p-4 lg:flex-row lg:items-end" data-testid="visitors-filters">
      <div className="grid flex-1 gap-1.5 lg:max-w-sm">
        <Label htmlFor="visitors-search">{t('filters.search')}</Label>
        <SearchInput id="visitors-search" value={typed} maxLength={VISITOR_SEARCH_MAX} placeholder={t('filters.searchPlaceholder')} onChange={(e) => setTyped(e.target.value)} data-testid="visitors-search" />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:flex">
        <div className="grid gap-1.5 lg:w-44">
          <Label id="visitors-status-label">{t('filters.status')}</Label>
          <Select value={filter.status ?? ALL} onValueChange={(value) => set('status', value)}>
            <SelectTrigger aria-labelledby="visitors-status-label" data-testid="visitors-status-select">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('filters.allStatuses')}</SelectItem>
              {VISITOR_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {t(`status.${status}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5 lg:w-44">
          <Label id="visitors-channel-label">{t('filters.channel')}</Label>
          <Select value={filter.channel ?? ALL} onValueChange={(value) => set('channel', value)}>
            <SelectTrigger aria-labelledby="visitors-channel-label" data-testid="visitors-channel-select">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('filters.allChannels')}</SelectItem>
              {MESSAGING_CHANNELS.map((channel) => (
                <SelectItem key={channel} value={channel}>
                  {t(`channels.${channel}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 lg:ml-auto">
        {hasVisitorsFilter(filter) && (
          <Button
            variant="ghost"
            onClick={() => {
              setTyped('');
              onChange({});
            }}
            data-testid="visitors-clear-filters"
          >
            <X />
            {t('filters.clear')}
          </Button>
        )}
        <a href={visitorsExportUrl(projectId, filter)} download className={buttonVariants({ variant: 'outline' })} data-testid="visitors-export">
          <Download />
          {t('exportCsv')}
        </a>
      </div>
    </div>
  );
}
