import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstanceConfig } from '@common/instance';
import { api } from '../../../../lib/api';

export const getInstance = () => api.get<InstanceConfig>('/api/admin/instance');

export const instanceQuery = () => queryOptions({ queryKey: ['/api/admin/instance'], queryFn: getInstance });

export function useInstance() {
  return useQuery(instanceQuery());
}
