import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useAgentTraceTexts, useSetAgentTraceTexts } from '../api/agent-trace-texts';

/** Traces (OpenTelemetry): whether the turns' exported traces include the texts, PII-masked. Off by default. */
export function TraceTextsCard({ agentId }: { agentId: string }) {
  const { t } = useTranslation('deployments');
  const traceTexts = useAgentTraceTexts(agentId);
  const toggle = useSetAgentTraceTexts(agentId);

  return (
    <Card data-testid="trace-texts-card">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <CardTitle>{t('traces.title')}</CardTitle>
          <CardDescription>{t('traces.description')}</CardDescription>
        </div>
        {traceTexts.data !== undefined && (
          <div className="flex items-center gap-2">
            <Switch
              id="trace-texts-switch"
              checked={traceTexts.data}
              disabled={toggle.isPending}
              onCheckedChange={(on) =>
                toggle.mutate(on, { onError: (error) => toast({ variant: 'destructive', title: t('traces.error'), description: error instanceof ApiError ? error.serverMessage : error.message }) })
              }
              data-testid="trace-texts-switch"
            />
            <label htmlFor="trace-texts-switch" className="text-sm font-medium">
              {t('traces.switch')}
            </label>
          </div>
        )}
      </CardHeader>
      <CardContent>
        {traceTexts.isPending && <Skeleton className="h-5" />}
        {traceTexts.isError && <InlineError error={traceTexts.error} onRetry={() => void traceTexts.refetch()} />}
        {traceTexts.data !== undefined && <p className="text-sm text-muted-foreground">{t(traceTexts.data ? 'traces.on' : 'traces.off')}</p>}
      </CardContent>
    </Card>
  );
}
