import { Plug, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../components/inline-error';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useMcpServers } from './api/mcp-servers';
import { EmptyState } from './empty-state';
import { McpServerCard } from './mcp-server-card';
import { McpServerDialog } from './mcp-server-dialog';

/** The project's MCP servers; their tools are attached to agents in step 4 like any project tool. */
export function McpServersTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation('mcp');
  const servers = useMcpServers(projectId);
  const [adding, setAdding] = useState(false);
  const addButton = (
    <Button onClick={() => setAdding(true)} data-testid="add-mcp-server-button">
      <Plus />
      {t('addButton')}
    </Button>
  );

  return (
    <div className="grid gap-3">
      {servers.isPending && <Skeleton className="h-32" aria-busy="true" />}
      {servers.isError && <InlineError error={servers.error} onRetry={() => void servers.refetch()} />}
      {servers.data?.length === 0 && <EmptyState icon={Plug} title={t('empty.title')} body={t('empty.body')} testId="mcp-servers-empty" action={addButton} />}
      {servers.data && servers.data.length > 0 && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">{t('intro')}</p>
            {addButton}
          </div>
          <ul className="grid gap-3" data-testid="mcp-servers-list">
            {servers.data.map((server) => (
              <li key={server.id}>
                <McpServerCard projectId={projectId} server={server} />
              </li>
            ))}
          </ul>
        </>
      )}
      {adding && <McpServerDialog projectId={projectId} onClose={() => setAdding(false)} />}
    </div>
  );
}
