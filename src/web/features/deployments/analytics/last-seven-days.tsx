import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { dayShares } from './stats-figures';

/** One bar per day (oldest first, as the server sends them), scaled to the busiest day. */
export function LastSevenDays({ days, className }: { days: { date: string; turns: number }[]; className?: string }) {
  const { t, i18n } = useTranslation('deployments');
  const shares = dayShares(days);
  const label = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card className={className} data-testid="last-7-days">
      <CardHeader>
        <CardTitle>{t('analytics.last7Days')}</CardTitle>
        <CardDescription>{t('analytics.last7DaysDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {days.map((day, i) => {
            const name = label.format(new Date(`${day.date.slice(0, 10)}T00:00:00Z`));
            return (
              <li key={day.date} className="grid grid-cols-[6.5rem_1fr_2.5rem] items-center gap-2 text-sm" aria-label={t('analytics.dayBar', { day: name, count: day.turns })}>
                <span className="truncate text-muted-foreground" aria-hidden="true">
                  {name}
                </span>
                <span className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <span className="block h-full rounded-full bg-primary" style={{ width: `${Math.round(shares[i] * 100)}%` }} />
                </span>
                <span className="text-right tabular-nums" aria-hidden="true">
                  {number.format(day.turns)}
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
