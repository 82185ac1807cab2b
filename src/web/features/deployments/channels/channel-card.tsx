import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { ChannelId } from '../use-deployments-route';
import type { ChannelState } from './channel-state';
import { ChannelStatusBadge } from './channel-status-badge';

interface ChannelCardProps {
  channel: ChannelId;
  icon: LucideIcon;
  state: ChannelState;
  selected: boolean;
  onSelect: () => void;
}

/** One deployment channel; selecting it shows its settings below the grid. */
export function ChannelCard({ channel, icon: Icon, state, selected, onSelect }: ChannelCardProps) {
  const { t } = useTranslation('deployments');
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      data-testid={`channel-card-${channel}`}
      className={cn(
        'flex h-full w-full cursor-pointer flex-col gap-3 rounded-lg border bg-card p-4 text-left shadow-sm transition-colors hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        selected && 'border-primary ring-1 ring-primary',
      )}
    >
      <span className="flex w-full items-start justify-between gap-2">
        <span className="flex size-9 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <ChannelStatusBadge state={state} />
      </span>
      <span className="flex flex-col gap-1">
        <span className="font-semibold">{t(`channels.${channel}.name`)}</span>
        <span className="text-sm text-muted-foreground">{t(`channels.${channel}.description`)}</span>
      </span>
    </button>
  );
}
