import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useCopy } from '../../../components/ui/code-block';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useAgentMcp, useSetAgentMcp } from '../api/agent-mcp';

/** The agent as an MCP server: a switch, its endpoint with a copy button, and the tool it offers. */
export function McpEndpointCard({ agentId }: { agentId: string }) {
  const { t } = useTranslation('mcp');
  const endpoint = useAgentMcp(agentId);
  const toggle = useSetAgentMcp(agentId);
  const { copied, copy } = useCopy();

  return (
    <Card data-testid="mcp-endpoint-card">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <CardTitle>{t('endpoint.title')}</CardTitle>
          <CardDescription>{t('endpoint.description')}</CardDescription>
        </div>
        {endpoint.data && (
          <div className="flex items-center gap-2">
            <Switch
              id="agent-mcp-switch"
              checked={endpoint.data.enabled}
              disabled={toggle.isPending}
              onCheckedChange={(enabled) =>
                toggle.mutate(enabled, { onError: (error) => toast({ variant: 'destructive', title: t('toasts.error'), description: error instanceof ApiError ? error.serverMessage : error.message }) })
              }
              data-testid="agent-mcp-switch"
            />
            <label htmlFor="agent-mcp-switch" className="text-sm font-medium">
              {t('endpoint.switch')}
            </label>
          </div>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {endpoint.isPending && <Skeleton className="h-10" />}
        {endpoint.isError && <InlineError error={endpoint.error} onRetry={() => void endpoint.refetch()} />}
        {endpoint.data && (
          <>
            <div className="flex min-w-0 flex-wrap items-center gap-2 rounded-md border bg-muted/60 px-3 py-2 font-mono text-sm">
              <span className="min-w-0 flex-1 break-all" data-testid="agent-mcp-url">
                {endpoint.data.url}
              </span>
              <Button variant="outline" size="sm" onClick={() => void copy(endpoint.data.url)} data-testid="agent-mcp-copy">
                {copied ? <Check className="text-success" /> : <Copy />}
                {copied ? t('endpoint.copied') : t('endpoint.copy')}
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">{t(endpoint.data.enabled ? 'endpoint.on' : 'endpoint.off', { tool: endpoint.data.toolName })}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
