import { Bot, FlaskConical, KeyRound, Pencil, Timer, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectTool } from '@common/tools';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ToolTarget } from './tool-target';
import { PublicBadge } from './share-public-switch';
import { ToolTypeBadge } from './tool-type-badge';

export type ToolAction = 'test' | 'edit' | 'delete';

/** One project tool: what it is, where it calls, who uses it, and its actions. */
export function ToolRow({ tool, onAction, share }: { tool: ProjectTool; onAction: (action: ToolAction) => void; share?: ReactNode }) {
  const { t } = useTranslation('tools');
  const headerCount = Object.keys(tool.headers).length;
  return (
    <Card className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:gap-6" data-testid={`tool-row-${tool.name}`} data-tool-id={tool.id}>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 className="min-w-0 break-words font-semibold">{tool.name}</h3>
          <ToolTypeBadge type={tool.type} />
          {tool.isPublic && <PublicBadge />}
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">{tool.description || t('project.noDescription')}</p>
        <ToolTarget tool={tool} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="flex items-center gap-1.5" data-testid="tool-agent-count">
            <Bot className="size-3.5" aria-hidden="true" />
            {tool.agentCount > 0 ? t('project.usedBy', { count: tool.agentCount }) : t('project.notUsed')}
          </span>
          <span className="flex items-center gap-1.5">
            <Timer className="size-3.5" aria-hidden="true" />
            {t('project.timeout', { seconds: tool.timeout / 1000 })}
          </span>
          {headerCount > 0 && (
            <Badge variant="outline" className="gap-1 font-normal">
              <KeyRound className="size-3" aria-hidden="true" />
              {t('project.headers', { count: headerCount })}
            </Badge>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 border-t pt-3 md:border-t-0 md:pt-0">
        {share}
        <Button variant="outline" size="sm" onClick={() => onAction('test')} data-testid="test-tool-button">
          <FlaskConical />
          {t('project.actions.test')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onAction('edit')} data-testid="edit-tool-button">
          <Pencil />
          {t('project.actions.edit')}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`${t('project.actions.delete')} ${tool.name}`}
          title={t('project.actions.delete')}
          onClick={() => onAction('delete')}
          data-testid="delete-tool-button"
        >
          <Trash2 className="text-destructive" />
        </Button>
      </div>
    </Card>
  );
}
