import { useTranslation } from 'react-i18next';
import type { HookDelivery } from '@common/hook-deliveries';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { useFormatDate } from './use-format-date';

const th = 'px-3 py-2 text-left font-medium';
const td = 'px-3 py-2 align-top';

export function HookDeliveriesTable({ deliveries }: { deliveries: HookDelivery[] }) {
  const { t } = useTranslation('tools');
  const formatDate = useFormatDate();
  const none = t('deliveries.none');
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-2xl text-sm" data-testid="hook-deliveries-table">
        <thead className="border-b text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className={th}>
              {t('deliveries.columns.status')}
            </th>
            <th scope="col" className={th}>
              {t('deliveries.columns.endpoint')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('deliveries.columns.attempts')}
            </th>
            <th scope="col" className={th}>
              {t('deliveries.columns.result')}
            </th>
            <th scope="col" className={th}>
              {t('deliveries.columns.created')}
            </th>
            <th scope="col" className={th}>
              {t('deliveries.columns.delivered')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {deliveries.map((d) => (
            <tr key={d.id} data-testid="hook-delivery-row" data-status={d.status}>
              <td className={td}>
                <DeliveryStatusBadge status={d.status} />
              </td>
              <td className={`${td} max-w-56 truncate font-mono text-xs`} title={d.endpoint}>
                {d.endpoint}
              </td>
              <td className={`${td} text-right tabular-nums`}>{d.attempts}</td>
              <td className={`${td} max-w-72`}>
                {d.lastStatusCode !== null && <span className="font-mono text-xs">{t('deliveries.httpStatus', { code: d.lastStatusCode })}</span>}
                {d.lastError && <p className="line-clamp-2 break-words text-xs text-destructive" title={d.lastError}>{d.lastError}</p>}
                {d.lastStatusCode === null && !d.lastError && <span className="text-muted-foreground">{none}</span>}
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(d.createdAt)}</td>
              <td className={`${td} whitespace-nowrap`}>{d.deliveredAt ? formatDate(d.deliveredAt) : <span className="text-muted-foreground">{none}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
