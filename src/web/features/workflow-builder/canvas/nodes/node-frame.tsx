import { Handle, Position } from '@xyflow/react';
import { Settings2, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NodeType } from '@common/workflows';
import { cn } from '../../../../lib/cn';
import { useBuilderActions } from '../builder-actions';
import { NODE_KINDS } from '../node-kinds';

interface NodeFrameProps {
  id: string;
  type: NodeType;
  title: string;
  subtitle: string;
  selected: boolean;
  /** a trigger starts a run, so nothing leads into it */
  hasTarget?: boolean;
  /** the agent node has neither configuration nor delete button */
  editable?: boolean;
  /** named outputs (an approval node's branches) instead of the one source handle */
  sources?: { id: string; label: string }[];
  children?: ReactNode;
}

/** The card every node shares: icon, name, its configure/delete buttons and the connection handles. */
export function NodeFrame({ id, type, title, subtitle, selected, hasTarget = true, editable = true, sources, children }: NodeFrameProps) {
  const { t } = useTranslation('workflowBuilder');
  const actions = useBuilderActions();
  const { icon: Icon, tone, accent } = NODE_KINDS[type];

  return (
    <div
      className={cn(
        'w-60 rounded-lg border border-t-4 bg-card text-card-foreground shadow-sm transition-shadow',
        accent,
        selected ? 'shadow-md ring-2 ring-ring' : 'hover:shadow-md',
      )}
      data-testid={`workflow-node-${id}`}
      data-node-type={type}
    >
      {hasTarget && <Handle type="target" position={Position.Left} />}
      <div className="flex items-center gap-2 px-3 pt-2.5 pb-2">
        <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-md', tone)}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold leading-tight">{title}</p>
          <p className="truncate text-xs text-muted-foreground">{subtitle}</p>
        </div>
        {editable && (
          <div className="nodrag -mr-1 flex shrink-0 items-center">
            <button
              type="button"
              className="flex size-7 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t('card.configure', { name: title })}
              title={t('card.configure', { name: title })}
              onClick={(event) => {
                event.stopPropagation();
                actions.openConfig(id);
              }}
              data-testid={`node-configure-${id}`}
            >
              <Settings2 className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="flex size-7 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-destructive/10 hover:text-destructive focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t('card.delete', { name: title })}
              title={t('card.delete', { name: title })}
              onClick={(event) => {
                event.stopPropagation();
                actions.removeNode(id);
              }}
              data-testid={`node-delete-${id}`}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
      {children && <div className="grid gap-1 border-t px-3 py-2 text-xs">{children}</div>}
      {sources ? (
        <ul className="grid gap-1 border-t px-3 py-2 text-xs">
          {sources.map((source) => (
            <li key={source.id} className="relative text-right font-medium" data-testid={`workflow-branch-${id}-${source.id}`}>
              {source.label}
              <Handle id={source.id} type="source" position={Position.Right} className="!-right-3" />
            </li>
          ))}
        </ul>
      ) : (
        <Handle type="source" position={Position.Right} />
      )}
    </div>
  );
}

/** One "label: value" line of a card; long values are cut with an ellipsis (the full text in its title). */
export function NodeDetail({ label, value, muted = false }: { label: string; value: string; muted?: boolean }) {
  return (
    <p className="flex min-w-0 gap-1.5" title={value}>
      <span className="shrink-0 text-muted-foreground">{label}</span>
      <span className={cn('truncate font-medium', muted && 'font-normal italic text-muted-foreground')}>{value}</span>
    </p>
  );
}
