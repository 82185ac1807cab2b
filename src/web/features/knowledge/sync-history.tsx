import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DatasetSync } from '@common/knowledge';
import { Badge } from '../../components/ui/badge';
import { useRelativeTime } from './use-relative-time';

const STATUS_VARIANT = { queued: 'secondary', running: 'warning', done: 'success', failed: 'destructive' } as const;
const COUNTS = ['added', 'updated', 'removed', 'unchanged', 'failed'] as const;
const th = 'px-3 py-2 text-left font-medium';
const td = 'px-3 py-2 align-top';

/** The last syncs and what each changed, newest first. */
export function SyncHistory({ syncs, labelledBy }: { syncs: DatasetSync[]; labelledBy: string }) {
  const { t } = useTranslation('knowledge');
  const time = useRelativeTime();
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-2xl text-sm" aria-labelledby={labelledBy} data-testid="sync-history">
        <thead className="border-b text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={th}>
              {t('sync.columns.started')}
            </th>
            <th scope="col" className={th}>
              {t('sync.columns.trigger')}
            </th>
            <th scope="col" className={th}>
              {t('sync.columns.status')}
            </th>
            {COUNTS.map((count) => (
              <th key={count} scope="col" className={`${th} text-right`}>
                {t(`sync.columns.${count}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {syncs.map((sync) => {
            const at = sync.startedAt ?? sync.queuedAt;
            return (
              <tr key={sync.id} className="border-b last:border-b-0" data-testid="sync-row" data-status={sync.status}>
                <td className={`${td} whitespace-nowrap`}>
                  <time dateTime={at} title={time.relative(at)}>
                    {time.full(at)}
                  </time>
                </td>
                <td className={td}>{t(`sync.trigger.${sync.trigger}`)}</td>
                <td className={td}>
                  <Badge variant={STATUS_VARIANT[sync.status]} className="gap-1 font-medium">
                    {sync.status === 'running' && <Loader2 className="size-3 animate-spin" aria-hidden="true" />}
                    {t(`sync.status.${sync.status}`)}
                  </Badge>
                  {sync.error && <p className="mt-1 max-w-60 break-words text-xs text-destructive">{sync.error}</p>}
                </td>
                {COUNTS.map((count) => (
                  <td key={count} className={`${td} text-right tabular-nums`} data-count={count}>
                    {sync[count]}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
