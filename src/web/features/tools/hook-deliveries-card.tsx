import { Loader2, RefreshCw, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../components/inline-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { useProjectAgents } from '../../lib/queries/get-project-agents';
import { useHookDeliveries } from './api/get-hook-deliveries';
import { HookDeliveriesTable } from './hook-deliveries-table';

/** Recent deliveries of an agent's post-conversation hook (the agent chosen here; the first by default). */
export function HookDeliveriesCard({ projectId }: { projectId: string }) {
  const { t } = useTranslation('tools');
  const agents = useProjectAgents(projectId);
  const [chosen, setChosen] = useState<string | null>(null);
  const agentId = chosen ?? agents.data?.[0]?.id ?? null;
  const deliveries = useHookDeliveries(agentId);

  return (
    <Card data-testid="hook-deliveries">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Send className="size-5" aria-hidden="true" />
          </span>
          <div className="grid gap-1.5">
            <h2 className="font-semibold leading-none tracking-tight">{t('deliveries.title')}</h2>
            <CardDescription>{t('deliveries.description')}</CardDescription>
          </div>
        </div>
        {agents.data && agents.data.length > 0 && (
          <div className="flex shrink-0 items-end gap-2">
            <div className="grid gap-1.5">
              <span id="deliveries-agent-label" className="text-xs font-medium text-muted-foreground">
                {t('deliveries.agent')}
              </span>
              <Select value={agentId ?? undefined} onValueChange={setChosen}>
                <SelectTrigger className="w-56" aria-labelledby="deliveries-agent-label" data-testid="deliveries-agent-select">
                  <SelectValue placeholder={t('deliveries.agentPlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  {agents.data.map((agent) => (
                    <SelectItem key={agent.id} value={agent.id}>
                      {agent.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <Button
              variant="outline"
              size="icon"
              aria-label={t('deliveries.refresh')}
              title={t('deliveries.refresh')}
              disabled={!agentId || deliveries.isFetching}
              onClick={() => void deliveries.refetch()}
            >
              {deliveries.isFetching ? <Loader2 className="animate-spin" /> : <RefreshCw />}
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent>
        {agents.isPending && <Skeleton className="h-24" />}
        {agents.isError && <InlineError error={agents.error} onRetry={() => void agents.refetch()} />}
        {agents.data?.length === 0 && <p className="text-sm text-muted-foreground" data-testid="deliveries-no-agents">{t('deliveries.noAgents')}</p>}
        {agentId && deliveries.isPending && <Skeleton className="h-24" />}
        {deliveries.isError && <InlineError error={deliveries.error} onRetry={() => void deliveries.refetch()} />}
        {deliveries.data?.length === 0 && (
          <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground" data-testid="deliveries-empty">
            {t('deliveries.empty')}
          </p>
        )}
        {deliveries.data && deliveries.data.length > 0 && <HookDeliveriesTable deliveries={deliveries.data} />}
      </CardContent>
    </Card>
  );
}
