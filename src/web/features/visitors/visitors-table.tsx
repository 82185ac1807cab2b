import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { VisitorSummary } from '@common/visitors';
import { useFormatDate } from './use-format-date';
import { visitorLabel } from './visitor-label';
import { VisitorStatusBadge } from './visitor-status-badge';

const th = 'px-3 py-2 text-left font-medium';
const td = 'px-3 py-2.5 align-top';

export function VisitorsTable({ visitors }: { visitors: VisitorSummary[] }) {
  const { t } = useTranslation('visitors');
  const formatDate = useFormatDate();
  const columns = ['visitor', 'status', 'channels', 'conversations', 'lastSeen'] as const;
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full min-w-3xl text-sm" data-testid="visitors-table">
        <thead className="border-b text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={th}>
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {visitors.map((v) => (
            <tr key={v.id} data-testid="visitor-row" data-visitor-id={v.id}>
              <td className={`${td} max-w-72`}>
                <Link href={`/visitors/${v.id}`} className="font-medium text-primary underline-offset-4 hover:underline break-words" data-testid="visitor-link">
                  {visitorLabel(v)}
                </Link>
                {v.email && v.email !== visitorLabel(v) && <div className="break-all text-xs text-muted-foreground">{v.email}</div>}
              </td>
              <td className={td}>
                <VisitorStatusBadge status={v.status} />
              </td>
              <td className={`${td} max-w-64`}>
                {v.channelIds.length === 0 ? (
                  <span className="text-muted-foreground">{t('none')}</span>
                ) : (
                  <ul className="flex flex-col gap-0.5 text-xs">
                    {v.channelIds.map((c) => (
                      <li key={`${c.channel}:${c.externalId}`} className="break-all">
                        <span className="text-muted-foreground">{t(`channels.${c.channel}`)}:</span> {c.externalId}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className={`${td} tabular-nums`}>{v.conversations}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(v.lastSeenAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
