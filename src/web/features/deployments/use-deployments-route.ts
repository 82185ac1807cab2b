import { useSearchParams } from 'wouter';
import { MESSAGING_CHANNELS } from '@common/channels';

export const DEPLOYMENT_TABS = ['versions', 'channels', 'analytics'] as const;
export type DeploymentTab = (typeof DEPLOYMENT_TABS)[number];

export const CHANNEL_IDS = ['webWidget', ...MESSAGING_CHANNELS, 'api'] as const;
export type ChannelId = (typeof CHANNEL_IDS)[number];

const isTab = (value: string | null): value is DeploymentTab => DEPLOYMENT_TABS.some((tab) => tab === value);
const isChannel = (value: string | null): value is ChannelId => CHANNEL_IDS.some((id) => id === value);

/** The chosen agent, tab and channel live in the URL (?agentId=&tab=&channel=) so deep links and reloads keep them. */
export function useDeploymentsRoute() {
  const [params, setParams] = useSearchParams();
  const requestedTab = params.get('tab');
  const requestedChannel = params.get('channel');
  const update = (key: 'agentId' | 'tab' | 'channel', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return {
    agentId: params.get('agentId'),
    tab: isTab(requestedTab) ? requestedTab : 'versions',
    selectAgent: (id: string) => update('agentId', id),
    channel: isChannel(requestedChannel) ? requestedChannel : 'webWidget',
    selectTab: (tab: string) => update('tab', tab),
    selectChannel: (channel: ChannelId) => update('channel', channel),
  };
}
