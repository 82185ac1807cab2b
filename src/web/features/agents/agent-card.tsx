import { Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AgentListItem } from '@common/agents';
import { AgentStatusBadge } from '../../components/agent-status-badge';
import { AnsweringModel } from '../../components/answering-model';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { AgentMenu, type AgentMenuActions } from './agent-menu';
import { INDUSTRY_META, IndustryIcon, isIndustry } from './industry';
import { versionLabel } from './version-label';

/** One agent, as a grid card or a list row. */
export function AgentCard({ agent, layout, actions }: { agent: AgentListItem; layout: 'grid' | 'list'; actions: AgentMenuActions }) {
  const { t } = useTranslation('agents');
  const industry = isIndustry(agent.industry) ? t(`industries.${INDUSTRY_META[agent.industry].key}`) : null;
  // a draft never published shows no version badge: its status badge already says Draft
  const version = versionLabel(agent.latestVersion) ?? (agent.status === 'draft' ? null : t('card.draftVersion'));
  const grid = layout === 'grid';

  return (
    <Card
      data-testid="agent-card"
      data-agent-name={agent.name}
      className={cn('flex gap-4 p-4 transition-colors hover:border-primary/50', grid ? 'flex-col' : 'flex-col sm:flex-row sm:items-center')}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <IndustryIcon industry={agent.industry} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          {actions.readOnly ? (
            <p className="truncate font-semibold">{agent.name}</p>
          ) : (
            <button
              type="button"
              className="block max-w-full cursor-pointer truncate text-left font-semibold hover:underline"
              onClick={() => actions.onEdit(agent)}
            >
              {agent.name}
            </button>
          )}
          {industry && <p className="truncate text-xs text-muted-foreground">{industry}</p>}
          <p className={cn('mt-1 text-sm text-muted-foreground', grid ? 'line-clamp-2 min-h-10' : 'line-clamp-1')}>
            {agent.description || t('card.noDescription')}
          </p>
        </div>
        {grid && <AgentMenu agent={agent} actions={actions} />}
      </div>
      <div className={cn('flex flex-wrap items-center gap-2 text-xs', grid ? 'border-t pt-3' : 'sm:justify-end')}>
        <AgentStatusBadge status={agent.status} data-testid="agent-status" />
        <AnsweringModel projectId={agent.projectId} modelProvider={agent.modelProvider} modelName={agent.modelName}>
          <Badge variant="outline" className="font-mono font-normal" title={t('card.model')} data-testid="agent-model">
            {agent.modelName}
          </Badge>
        </AnsweringModel>
        {version && (
          <Badge
            variant={agent.latestVersion ? 'secondary' : 'outline'}
            className="gap-1 font-normal text-muted-foreground"
            data-testid="agent-version"
            title={t('card.version')}
          >
            <Tag className="size-3" aria-hidden="true" />
            {version}
          </Badge>
        )}
        {!grid && <AgentMenu agent={agent} actions={actions} />}
      </div>
    </Card>
  );
}
