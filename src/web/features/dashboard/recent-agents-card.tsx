import { ArrowRight, Bot, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AgentListItem } from '@common/agents';
import { AgentStatusBadge } from '../../components/agent-status-badge';
import { InlineError } from '../../components/inline-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useProjectAgents } from '../../lib/queries/get-project-agents';
import { useRunsOffline } from '../../lib/usable-providers';
import { LINKED_CARD, StretchedLink } from './card-link';
import { RECENT_AGENTS } from './dashboard-figures';

/** The most recently updated agents first. */
function recentAgents(agents: AgentListItem[]): AgentListItem[] {
  return [...agents].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, RECENT_AGENTS);
}

/** The model that answers (the offline model without a usable key) and the published version, if any: the badge beside it already says Draft. */
function AgentModelLine({ agent }: { agent: AgentListItem }) {
  const { t } = useTranslation('offlineModel');
  const offline = useRunsOffline(agent.projectId, agent.modelProvider, agent.modelName);
  return (
    <p className="truncate text-xs text-muted-foreground">
      {offline ? t('short') : agent.modelName}
      {agent.latestVersion ? ` · ${agent.latestVersion}` : ''}
    </p>
  );
}

export function RecentAgentsCard({ projectId, className }: { projectId: string; className?: string }) {
  const { t } = useTranslation('dashboard');
  const agents = useProjectAgents(projectId);

  return (
    <Card className={className} data-testid="recent-agents">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>{t('recentAgents.title')}</CardTitle>
          <CardDescription>{t('recentAgents.description')}</CardDescription>
        </div>
        {agents.data && agents.data.length > 0 && (
          <Button asChild variant="ghost" size="sm">
            <Link href="/agents">
              {t('recentAgents.viewAll')}
              <ArrowRight />
            </Link>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {agents.isPending && (
          <div className="flex flex-col gap-3">
            {Array.from({ length: RECENT_AGENTS }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        )}
        {agents.isError && <InlineError error={agents.error} onRetry={() => void agents.refetch()} />}
        {agents.data?.length === 0 && (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center" data-testid="recent-agents-empty">
            <Bot className="size-8 text-muted-foreground" aria-hidden="true" />
            <div>
              <p className="font-medium">{t('recentAgents.emptyTitle')}</p>
              <p className="text-sm text-muted-foreground">{t('recentAgents.emptyBody')}</p>
            </div>
            <Button asChild size="sm">
              <Link href="/agents?create=1">
                <Plus />
                {t('recentAgents.createFirst')}
              </Link>
            </Button>
          </div>
        )}
        {agents.data && agents.data.length > 0 && (
          <ul className="flex flex-col gap-2">
            {recentAgents(agents.data).map((agent) => (
              <li key={agent.id} className={cn('flex items-center gap-3 rounded-lg border p-3', LINKED_CARD)} data-testid="recent-agent">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
                  <Bot className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">
                    {/* the agents page opens its edit wizard from ?edit= */}
                    <StretchedLink href={`/agents?edit=${encodeURIComponent(agent.id)}`}>{agent.name}</StretchedLink>
                  </p>
                  <AgentModelLine agent={agent} />
                </div>
                <AgentStatusBadge status={agent.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
