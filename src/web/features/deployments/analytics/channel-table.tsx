import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { ChannelRow } from './stats-figures';

export function ChannelTable({ rows, className }: { rows: ChannelRow[]; className?: string }) {
  const { t, i18n } = useTranslation('deployments');
  const number = new Intl.NumberFormat(i18n.language);
  const cell = 'px-3 py-2 text-right tabular-nums';
  return (
    <Card className={className} data-testid="channel-stats">
      <CardHeader>
        <CardTitle>{t('analytics.byChannel')}</CardTitle>
        <CardDescription>{t('analytics.byChannelDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full min-w-md text-sm">
          <thead className="border-b text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t('analytics.channel')}
              </th>
              <th scope="col" className={cn(cell, 'font-medium')}>
                {t('analytics.conversations')}
              </th>
              <th scope="col" className={cn(cell, 'font-medium')}>
                {t('analytics.turns')}
              </th>
              <th scope="col" className={cn(cell, 'font-medium')}>
                {t('analytics.errors')}
              </th>
              <th scope="col" className={cn(cell, 'font-medium')}>
                {t('analytics.limited')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={row.channel} data-testid="channel-stats-row" data-channel={row.channel}>
                <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium">
                  {t(`channelNames.${row.channel}`, { defaultValue: row.channel })}
                </th>
                <td className={cell}>{number.format(row.conversations)}</td>
                <td className={cell}>{number.format(row.turns)}</td>
                <td className={cn(cell, row.errors > 0 && 'text-destructive')}>{number.format(row.errors)}</td>
                <td className={cn(cell, row.limited > 0 && 'text-warning')}>{number.format(row.limited)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
