import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { DeploymentStats } from '@common/chat';

export const getDeploymentStats = (agentId: string) => api.get<DeploymentStats>(`/api/agents/${agentId}/deployment-stats`);

export const deploymentStatsQuery = (agentId: string) =>
  queryOptions({ queryKey: ['/api/agents', agentId, 'deployment-stats'], queryFn: () => getDeploymentStats(agentId) });

export function useDeploymentStats(agentId: string) {
  return useQuery(deploymentStatsQuery(agentId));
}
