import { GripVertical, Plus } from 'lucide-react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ADDABLE_NODE_TYPES, type AddableNodeType } from '../graph/builder-graph';
import { NODE_KINDS } from './node-kinds';

/** The drag payload's type: the node type travels as its text. */
export const NODE_DRAG_MIME = 'application/x-agentforge-node';

/** Trigger, Send Email and Webhook: drag one onto the canvas, or press its Add button. */
export function ComponentsSidebar({ onAdd }: { onAdd: (type: AddableNodeType) => void }) {
  const { t } = useTranslation('workflowBuilder');

  const startDrag = (event: DragEvent<HTMLElement>, type: AddableNodeType) => {
    event.dataTransfer.setData(NODE_DRAG_MIME, type);
    event.dataTransfer.effectAllowed = 'move';
  };

  return (
    <aside className="flex shrink-0 flex-col gap-3 border-b bg-card p-3 md:w-64 md:border-r md:border-b-0" aria-labelledby="workflow-components-title" data-testid="workflow-sidebar">
      <div>
        <h2 id="workflow-components-title" className="text-sm font-semibold">
          {t('sidebar.title')}
        </h2>
        <p className="text-xs text-muted-foreground">{t('sidebar.hint')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3 md:grid-cols-1">
        {ADDABLE_NODE_TYPES.map((type) => {
          const { icon: Icon, tone } = NODE_KINDS[type];
          const name = t(`nodes.${type}.name`);
          return (
            <li
              key={type}
              draggable
              onDragStart={(event) => startDrag(event, type)}
              className="group flex cursor-grab items-center gap-2 rounded-md border bg-background p-2 transition-colors hover:border-primary/50 hover:bg-accent/40 active:cursor-grabbing"
              data-testid={`workflow-sidebar-item-${type}`}
            >
              <GripVertical className="size-4 shrink-0 text-muted-foreground/60" aria-hidden="true" />
              <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-md', tone)}>
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{name}</p>
                <p className="text-xs leading-snug text-muted-foreground">{t(`nodes.${type}.description`)}</p>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8 shrink-0"
                aria-label={t('sidebar.addLabel', { name })}
                title={t('sidebar.addLabel', { name })}
                onClick={() => onAdd(type)}
                data-testid={`workflow-add-${type}`}
              >
                <Plus />
              </Button>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
