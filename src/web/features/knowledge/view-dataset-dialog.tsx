import { FileSearch } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataItem, Dataset } from '@common/knowledge';
import { InlineError } from '../../components/inline-error';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { SearchInput } from '../../components/ui/search-input';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { cn } from '../../lib/cn';
import { useItems } from './api/get-items';
import { DatasetItemRow } from './dataset-item-row';
import { DatasetProgress } from './dataset-progress';
import { DatasetSyncPanel } from './dataset-sync-panel';
import { DeleteItemDialog } from './delete-item-dialog';
import { filterItems } from './item-filter';
import { ItemContentPanel } from './item-content-panel';

/**
 * A dataset's pages and documents, with a filter, per-item delete and the text extracted from the
 * chosen one; and, in its own tab, the re-sync of its web pages.
 */
export function ViewDatasetDialog({ dataset, onClose }: { dataset: Dataset; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const items = useItems(dataset.id, dataset.status === 'processing');
  const [filter, setFilter] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DataItem | null>(null);
  const all = items.data ?? [];
  const visible = filterItems(all, filter);
  const selected = all.some((item) => item.id === selectedId) ? selectedId : null;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex h-[85vh] max-h-[85vh] max-w-5xl flex-col overflow-hidden" data-testid="view-dataset-dialog">
        <DialogHeader className="pr-6">
          <DialogTitle className="break-words leading-snug">{dataset.name}</DialogTitle>
          <DialogDescription>
            {t('view.summary', { items: t('card.items', { count: dataset.itemCount }), chunks: t('card.chunks', { count: dataset.chunkCount }) })}
          </DialogDescription>
        </DialogHeader>
        {dataset.status === 'processing' && <DatasetProgress dataset={dataset} />}
        <Tabs defaultValue="items" className="flex min-h-0 flex-1 flex-col">
          <TabsList className="self-start">
            <TabsTrigger value="items" data-testid="dataset-items-tab">
              {t('view.tabItems')}
            </TabsTrigger>
            <TabsTrigger value="sync" data-testid="dataset-sync-tab">
              {t('view.tabSync')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="items" className="flex min-h-0 flex-1 flex-col gap-4">
            <SearchInput
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              placeholder={t('view.filterPlaceholder')}
              aria-label={t('view.filterLabel')}
              data-testid="dataset-items-filter"
            />
            <div className={cn('grid min-h-0 flex-1 gap-4 md:grid-cols-2 md:grid-rows-1', selected ? 'grid-rows-2' : 'grid-rows-1')}>
              <div className="min-h-0 overflow-y-auto pr-1">
                {items.isPending && <ItemsSkeleton />}
                {items.isError && <InlineError error={items.error} onRetry={() => void items.refetch()} />}
                {items.data && all.length === 0 && <p className="py-8 text-center text-sm text-muted-foreground">{t('view.empty')}</p>}
                {items.data && all.length > 0 && visible.length === 0 && <p className="py-8 text-center text-sm text-muted-foreground">{t('view.noMatch')}</p>}
                {visible.length > 0 && (
                  <ul className="grid gap-2" data-testid="dataset-items">
                    {visible.map((item) => (
                      <DatasetItemRow key={item.id} item={item} selected={item.id === selected} onSelect={() => setSelectedId(item.id)} onDelete={() => setDeleting(item)} />
                    ))}
                  </ul>
                )}
              </div>
              {selected ? (
                <ItemContentPanel key={selected} datasetId={dataset.id} itemId={selected} />
              ) : (
                <div className="hidden flex-col items-center justify-center gap-2 rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground md:flex">
                  <FileSearch className="size-8" aria-hidden="true" />
                  {t('view.pickItem')}
                </div>
              )}
            </div>
          </TabsContent>
          <TabsContent value="sync" className="min-h-0 flex-1 overflow-y-auto pr-1">
            <DatasetSyncPanel dataset={dataset} />
          </TabsContent>
        </Tabs>
        <DeleteItemDialog
          dataset={dataset}
          item={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(item) => {
            if (item.id === selectedId) setSelectedId(null);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function ItemsSkeleton() {
  return (
    <div className="grid gap-2" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-20" />
      ))}
    </div>
  );
}
