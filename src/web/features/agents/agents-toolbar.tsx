import { FileUp, LayoutGrid, List, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SearchInput } from '../../components/ui/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { cn } from '../../lib/cn';
import { STATUS_FILTERS, type StatusFilter } from './agent-filters';

export type AgentsLayout = 'grid' | 'list';

export interface AgentsToolbarProps {
  search: string;
  status: StatusFilter;
  layout: AgentsLayout;
  counts: { total: number; active: number; draft: number };
  onSearch: (value: string) => void;
  onStatus: (value: StatusFilter) => void;
  onLayout: (value: AgentsLayout) => void;
  /** absent when the user's role cannot create agents */
  onCreate?: () => void;
  /** absent when the user's role cannot create agents */
  onImport?: () => void;
}

export function AgentsToolbar({ search, status, layout, counts, onSearch, onStatus, onLayout, onCreate, onImport }: AgentsToolbarProps) {
  const { t } = useTranslation('agents');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2" data-testid="agent-counts">
          <Badge variant="outline">{t('counts.total', { count: counts.total })}</Badge>
          <Badge variant="success">{t('counts.active', { count: counts.active })}</Badge>
          <Badge variant="warning">{t('counts.draft', { count: counts.draft })}</Badge>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {onImport && (
            <Button variant="outline" onClick={onImport} data-testid="agents-import">
              <FileUp />
              {t('importAction')}
            </Button>
          )}
          {onCreate && (
            <Button onClick={onCreate} data-testid="agents-create">
              <Plus />
              {t('create')}
            </Button>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchInput
          className="flex-1"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchLabel')}
          data-testid="agents-search"
        />
        <div className="flex items-center gap-2">
          <Select value={status} onValueChange={(v) => onStatus(v as StatusFilter)}>
            <SelectTrigger className="w-full sm:w-44" aria-label={t('statusFilterLabel')} data-testid="agents-status-filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STATUS_FILTERS.map((s) => (
                <SelectItem key={s} value={s}>
                  {t(`filters.${s}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <div className="flex shrink-0 rounded-md border p-0.5" role="group" aria-label={t('layoutLabel')}>
            {(['grid', 'list'] as const).map((value) => {
              const Icon = value === 'grid' ? LayoutGrid : List;
              return (
                <Button
                  key={value}
                  variant="ghost"
                  size="icon"
                  className={cn('size-8', layout === value && 'bg-accent text-accent-foreground')}
                  aria-pressed={layout === value}
                  aria-label={t(`layout.${value}`)}
                  title={t(`layout.${value}`)}
                  data-testid={`agents-layout-${value}`}
                  onClick={() => onLayout(value)}
                >
                  <Icon />
                </Button>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
