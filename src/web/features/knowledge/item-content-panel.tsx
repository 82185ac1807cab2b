import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ITEM_CONTENT_PREVIEW_CHARS } from '../../../common/knowledge';
import { InlineError } from '../../components/inline-error';
import { Skeleton } from '../../components/ui/skeleton';
import { isItemBusy } from './api/get-items';
import { useItem } from './api/get-item';
import { ItemStatusBadge } from './item-status-badge';

/** The text extracted from one item, as the agent's retrieval sees it. */
export function ItemContentPanel({ datasetId, itemId }: { datasetId: string; itemId: string }) {
  const { t, i18n } = useTranslation('knowledge');
  const item = useItem(datasetId, itemId);

  if (item.isPending) return <Skeleton className="h-full min-h-48" />;
  if (item.isError) return <InlineError error={item.error} onRetry={() => void item.refetch()} />;
  const detail = item.data;
  const empty = isItemBusy(detail) ? t('view.contentPending') : detail.status === 'error' ? (detail.error ?? t('view.contentNone')) : t('view.contentNone');

  return (
    <section className="flex min-h-0 flex-col gap-3 rounded-md border bg-muted/30 p-4" aria-label={t('view.contentTitle')}>
      <header className="grid gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 break-words text-sm font-semibold">{detail.title || detail.source}</h3>
          <ItemStatusBadge status={detail.status} />
        </div>
        {detail.type === 'url' ? (
          <a href={detail.source} target="_blank" rel="noopener noreferrer" className="flex items-center gap-1 break-all text-xs text-primary hover:underline">
            {detail.source}
            <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
          </a>
        ) : (
          detail.title &&
          detail.title !== detail.source && <p className="break-all text-xs text-muted-foreground">{detail.source}</p>
        )}
      </header>
      {detail.content && detail.content.length >= ITEM_CONTENT_PREVIEW_CHARS && (
        <p className="text-xs text-muted-foreground" data-testid="item-content-preview">
          {t('view.contentPreview', { chars: new Intl.NumberFormat(i18n.language).format(ITEM_CONTENT_PREVIEW_CHARS) })}
        </p>
      )}
      {detail.content ? (
        <div
          className="min-h-0 flex-1 overflow-y-auto whitespace-pre-wrap break-words rounded-md border bg-card p-3 text-sm leading-relaxed"
          tabIndex={0}
          data-testid="item-content"
        >
          {detail.content}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="item-content" data-empty="true">
          {empty}
        </p>
      )}
    </section>
  );
}
