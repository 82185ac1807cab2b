import { useTranslation } from 'react-i18next';
import { InlineError } from '../../components/inline-error';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Skeleton } from '../../components/ui/skeleton';
import { useTestStats } from './api/get-test-stats';

export function TestingStatsCard({ agentId, className }: { agentId: string; className?: string }) {
  const { t } = useTranslation('testConsole');
  const stats = useTestStats(agentId);

  return (
    <Card className={className} data-testid="test-stats">
      <CardHeader>
        <CardTitle>{t('stats.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <Skeleton className="h-32" />
        ) : stats.isError ? (
          <InlineError error={stats.error} onRetry={() => void stats.refetch()} />
        ) : (
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-2 gap-3">
              <Figure label={t('stats.total')} value={String(stats.data.total)} testId="stats-total" />
              <Figure label={t('stats.passed')} value={String(stats.data.passed)} tone={stats.data.passed > 0 ? 'text-success' : undefined} testId="stats-passed" />
              <Figure label={t('stats.failed')} value={String(stats.data.failed)} tone={stats.data.failed > 0 ? 'text-destructive' : undefined} testId="stats-failed" />
              <Figure
                label={t('stats.avgResponse')}
                value={stats.data.avgResponseTime === null ? t('stats.notAvailable') : t('results.ms', { value: Math.round(stats.data.avgResponseTime) })}
                testId="stats-avg"
              />
            </dl>
            {stats.data.passed + stats.data.failed > 0 && (
              <div className="grid gap-1.5">
                <div className="flex justify-between text-xs text-muted-foreground">
                  <span>{t('stats.passRate')}</span>
                  <span>{t('results.percent', { value: Math.round((stats.data.passed / (stats.data.passed + stats.data.failed)) * 100) })}</span>
                </div>
                <Progress value={stats.data.passed} max={stats.data.passed + stats.data.failed} indicatorClassName="bg-success" />
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value, tone, testId }: { label: string; value: string; tone?: string; testId: string }) {
  return (
    <div className="rounded-md border bg-muted/30 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={`mt-0.5 text-xl font-semibold ${tone ?? ''}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
