import { AlertTriangle, Loader2, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { McpServerView } from '@common/mcp';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { useRefreshMcpServer, useRemoveMcpServer } from './api/mcp-servers';
import { errorMessage } from './error-message';
import { McpServerDialog } from './mcp-server-dialog';
import { useFormatDate } from './use-format-date';

/** One MCP server: its address, the tools it lists, the last failure, Refresh and Remove. */
export function McpServerCard({ projectId, server }: { projectId: string; server: McpServerView }) {
  const { t } = useTranslation('mcp');
  const formatDate = useFormatDate();
  const refresh = useRefreshMcpServer(projectId);
  const remove = useRemoveMcpServer(projectId);
  const [editing, setEditing] = useState(false);
  const onError = (error: unknown) => toast({ variant: 'destructive', title: t('toasts.error'), description: errorMessage(error) });

  return (
    <Card className="grid gap-3 p-4" data-testid={`mcp-server-${server.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="break-words font-semibold">{server.name}</h3>
          <code className="break-all text-xs text-muted-foreground">{server.url}</code>
          {server.refreshedAt && <span className="text-xs text-muted-foreground">{t('card.refreshedAt', { date: formatDate(server.refreshedAt) })}</span>}
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={refresh.isPending} onClick={() => refresh.mutate(server.id, { onError })} data-testid="mcp-refresh-button">
            {refresh.isPending ? <Loader2 className="animate-spin" /> : <RefreshCw />}
            {t('card.refresh')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} data-testid="mcp-edit-button">
            <Pencil />
            {t('card.edit')}
          </Button>
          <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(server.id, { onError })} aria-label={t('card.removeLabel', { name: server.name })}>
            <Trash2 />
            {t('card.remove')}
          </Button>
        </div>
      </div>
      {server.lastError && (
        <p role="alert" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" data-testid="mcp-server-error">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {server.lastError}
        </p>
      )}
      <div className="grid gap-1.5">
        <p className="text-sm font-medium">{t('card.tools', { count: server.tools.length })}</p>
        {server.tools.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('card.noTools')}</p>
        ) : (
          <ul className="grid gap-1.5 sm:grid-cols-2" data-testid="mcp-server-tools">
            {server.tools.map((tool) => (
              <li key={tool.id} className="grid gap-0.5 rounded-md border px-3 py-2">
                <span className="flex flex-wrap items-center gap-2">
                  <code className="text-sm font-medium">{tool.name}</code>
                  {tool.agentCount > 0 && <Badge variant="secondary">{t('card.usedBy', { count: tool.agentCount })}</Badge>}
                </span>
                {tool.description && <span className="line-clamp-2 text-xs text-muted-foreground">{tool.description}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      {editing && <McpServerDialog projectId={projectId} server={server} onClose={() => setEditing(false)} />}
    </Card>
  );
}
