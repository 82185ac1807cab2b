import { useSearchParams } from 'wouter';

export const DEPLOYMENT_TABS = ['versions', 'channels', 'analytics'] as const;
export type DeploymentTab = (typeof DEPLOYMENT_TABS)[number];

const isTab = (value: string | null): value is DeploymentTab => DEPLOYMENT_TABS.some((tab) => tab === value);

/** The chosen agent and tab live in the URL (?agentId=&tab=) so deep links and reloads keep them. */
export function useDeploymentsRoute() {
  const [params, setParams] = useSearchParams();
  const requestedTab = params.get('tab');
  const update = (key: 'agentId' | 'tab', value: string) =>
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
    selectTab: (tab: string) => update('tab', tab),
  };
}
