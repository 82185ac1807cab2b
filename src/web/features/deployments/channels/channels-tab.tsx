import { Code2, Globe, type LucideIcon } from 'lucide-react';
import { isMessagingChannel, MESSAGING_CHANNELS, type MessagingChannel } from '@common/channels';
import { useTranslation } from 'react-i18next';
import type { AgentListItem } from '@common/agents';
import { InlineError } from '../../../components/inline-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useChannels } from '../api/get-channels';
import { useVersions } from '../api/get-versions';
import { VisitorBudgetsCard } from '../budgets/visitor-budgets-card';
import { IdentitySecretCard } from '../identity/identity-secret-card';
import type { WidgetsPanelRender } from '../widgets-panel-render';
import { CHANNEL_IDS, useDeploymentsRoute, type ChannelId } from '../use-deployments-route';
import { ApiAccessPanel } from './api-access-panel';
import { ChannelCard } from './channel-card';
import { apiChannelState, messagingChannelState, widgetChannelState, type ChannelState } from './channel-state';
import { MessagingChannelPanel } from './messaging-channel-panel';
import { MESSAGING_CHANNEL_UI } from './messaging-channels';
import { WidgetChannelPanel } from './widget-channel-panel';

const ICONS = {
  webWidget: Globe,
  ...(Object.fromEntries(MESSAGING_CHANNELS.map((id) => [id, MESSAGING_CHANNEL_UI[id].icon])) as Record<MessagingChannel, LucideIcon>),
  api: Code2,
};

interface ChannelsTabProps {
  agent: AgentListItem;
  projectId: string;
  widgetsPanel: WidgetsPanelRender;
}

export function ChannelsTab({ agent, projectId, widgetsPanel }: ChannelsTabProps) {
  const { t } = useTranslation('deployments');
  const route = useDeploymentsRoute();
  const versions = useVersions(agent.id);
  const channels = useChannels(agent.id);

  if (versions.isPending || channels.isPending) return <Skeleton className="h-72" />;
  if (versions.isError) return <InlineError error={versions.error} onRetry={() => void versions.refetch()} />;
  if (channels.isError) return <InlineError error={channels.error} onRetry={() => void channels.refetch()} />;

  const states = {
    webWidget: widgetChannelState(versions.data),
    ...(Object.fromEntries(MESSAGING_CHANNELS.map((id) => [id, messagingChannelState(channels.data[id], versions.data)])) as Record<MessagingChannel, ChannelState>),
    api: apiChannelState(versions.data),
  } satisfies Record<ChannelId, ChannelState>;
  const selected = route.channel;

  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('tabs.channels')}>
        {CHANNEL_IDS.map((id) => (
          <li key={id}>
            <ChannelCard channel={id} icon={ICONS[id]} state={states[id]} selected={selected === id} onSelect={() => route.selectChannel(id)} />
          </li>
        ))}
      </ul>
      {selected === 'webWidget' && (
        <WidgetChannelPanel agent={agent} state={states.webWidget}>
          {widgetsPanel({ id: agent.id, name: agent.name })}
        </WidgetChannelPanel>
      )}
      {isMessagingChannel(selected) && <MessagingChannelPanel key={selected} agentId={agent.id} channel={selected} view={channels.data[selected]} state={states[selected]} />}
      {selected === 'api' && <ApiAccessPanel agentId={agent.id} projectId={projectId} state={states.api} />}
      <IdentitySecretCard agentId={agent.id} />
      <VisitorBudgetsCard agentId={agent.id} />
    </div>
  );
}
