import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { VisitorBudgets } from '@common/budgets';

export const getVisitorBudgets = (agentId: string) => api.get<VisitorBudgets>(`/api/agents/${agentId}/visitor-budgets`);

export const visitorBudgetsQuery = (agentId: string) =>
  queryOptions({ queryKey: ['/api/agents', agentId, 'visitor-budgets'], queryFn: () => getVisitorBudgets(agentId) });

export function useVisitorBudgets(agentId: string) {
  return useQuery(visitorBudgetsQuery(agentId));
}
