import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LINKED_CARD, StretchedLink } from './card-link';
import { formatLatencySeconds } from './dashboard-figures';

export function ResponseTimeCard({ avgLatencyMs, runs }: { avgLatencyMs: number | null; runs: number }) {
  const { t } = useTranslation('dashboard');
  const value = formatLatencySeconds(avgLatencyMs);
  return (
    <Card className={LINKED_CARD} data-testid="response-time">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-base">
          <StretchedLink href="/analytics">{t('responseTime.title')}</StretchedLink>
        </CardTitle>
        <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold tabular-nums" data-testid="response-time-value">
          {value ?? t('notAvailable')}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          {value ? t('responseTime.average', { count: runs }) : t('responseTime.noRuns')}
        </p>
      </CardContent>
    </Card>
  );
}
