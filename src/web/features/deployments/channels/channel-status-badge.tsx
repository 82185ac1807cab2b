import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import type { ChannelState } from './channel-state';

const VARIANT = {
  live: 'success',
  notPublished: 'secondary',
  hidden: 'warning',
  noActiveVersion: 'secondary',
  connected: 'success',
  error: 'destructive',
  notConfigured: 'secondary',
} as const;

export function ChannelStatusBadge({ state }: { state: ChannelState }) {
  const { t } = useTranslation('deployments');
  return (
    <Badge variant={VARIANT[state]} data-testid="channel-status" data-state={state}>
      {t(`channelState.${state}`)}
    </Badge>
  );
}
