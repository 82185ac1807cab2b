import { ExternalLink, FileText, Globe, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DataItem } from '@common/knowledge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useItemErrorText } from '../../lib/item-error-text';
import { ItemStatusBadge } from './item-status-badge';
import { useRelativeTime } from './use-relative-time';

/** A page or document of a dataset: select it to read its text, open its URL, or delete it. */
export function DatasetItemRow({
  item,
  selected,
  onSelect,
  onDelete,
}: {
  item: DataItem;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('knowledge');
  const time = useRelativeTime();
  const errorText = useItemErrorText();
  const Icon = item.type === 'url' ? Globe : FileText;

  return (
    <li
      className={cn('flex items-start gap-3 rounded-md border p-3 transition-colors', selected ? 'border-primary/60 bg-accent/60' : 'hover:bg-accent/30')}
      data-testid="dataset-item"
      data-status={item.status}
      data-source={item.source}
    >
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-1">
        <button
          type="button"
          className="cursor-pointer truncate text-left text-sm font-medium hover:underline"
          aria-pressed={selected}
          title={item.title ?? item.source}
          onClick={onSelect}
          data-testid="dataset-item-open"
        >
          {item.title || item.source}
        </button>
        {item.type === 'url' ? (
          <a
            href={item.source}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground hover:text-foreground hover:underline"
          >
            <span className="truncate">{item.source}</span>
            <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('view.opensInNewTab')}</span>
          </a>
        ) : (
          item.title &&
          item.title !== item.source && <p className="truncate text-xs text-muted-foreground">{item.source}</p>
        )}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <ItemStatusBadge status={item.status} />
          <span data-testid="dataset-item-type">{t(`itemType.${item.type}`)}</span>
          <span>{t('card.chunks', { count: item.chunkCount })}</span>
          {item.processedAt && <span title={time.full(item.processedAt)}>{t('view.processed', { time: time.relative(item.processedAt) })}</span>}
        </div>
        {item.status === 'error' && item.error && (
          <p className="text-xs text-destructive" data-testid="dataset-item-error">
            {errorText(item)}
          </p>
        )}
      </div>
      <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={t('view.deleteItem')} title={t('view.deleteItem')} onClick={onDelete} data-testid="delete-item-button">
        <Trash2 className="text-destructive" />
      </Button>
    </li>
  );
}
