import { Loader2, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dataset } from '@common/knowledge';
import { InlineError } from '../../components/inline-error';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { useProjectCan } from '../../lib/project-role';
import { isSyncActive, useDatasetSyncs } from './api/get-syncs';
import { useSyncDataset } from './api/sync-dataset';
import { errorMessage } from './error-message';
import { SyncHistory } from './sync-history';
import { SyncScheduleField } from './sync-schedule-field';

const HISTORY_HEADING = 'dataset-sync-history-heading';

/** The dataset view's re-sync tab: the schedule, "Sync now" and the recent syncs with their counts. */
export function DatasetSyncPanel({ dataset }: { dataset: Dataset }) {
  const { t } = useTranslation('knowledge');
  const canBuild = useProjectCan()('build');
  const syncs = useDatasetSyncs(dataset);
  const syncNow = useSyncDataset(dataset);
  const active = syncNow.isPending || (syncs.data?.some(isSyncActive) ?? false);

  const start = () =>
    syncNow.mutate(undefined, {
      onSuccess: () => toast({ title: t('toasts.syncStarted'), description: t('toasts.syncStartedBody', { name: dataset.name }) }),
      onError: (error) => toast({ variant: 'destructive', title: t('toasts.error'), description: errorMessage(error) }),
    });

  return (
    <div className="grid gap-5" data-testid="dataset-sync-panel">
      <p className="text-sm text-muted-foreground">{t('sync.intro')}</p>
      <div className="flex flex-wrap items-start gap-4">
        <SyncScheduleField dataset={dataset} disabled={!canBuild} />
        <Button className="sm:mt-6" onClick={start} disabled={!canBuild || active} data-testid="sync-now-button">
          {active ? <Loader2 className="animate-spin" /> : <RefreshCw />}
          {active ? t('sync.running') : t('sync.now')}
        </Button>
      </div>
      {!canBuild && <p className="text-xs text-muted-foreground">{t('sync.readOnly')}</p>}
      <section className="grid gap-2">
        <h3 id={HISTORY_HEADING} className="text-sm font-semibold">
          {t('sync.historyTitle')}
        </h3>
        {syncs.isPending && <Skeleton className="h-24" />}
        {syncs.isError && <InlineError error={syncs.error} onRetry={() => void syncs.refetch()} />}
        {syncs.data?.length === 0 && <p className="text-sm text-muted-foreground">{t('sync.historyEmpty')}</p>}
        {syncs.data && syncs.data.length > 0 && <SyncHistory syncs={syncs.data} labelledBy={HISTORY_HEADING} />}
      </section>
    </div>
  );
}
