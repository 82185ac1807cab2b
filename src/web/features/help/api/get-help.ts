import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpInfo } from '@common/help';
import { api } from '../../../lib/api';

export const getHelp = () => api.get<HelpInfo>('/api/help');

/** The instance's support address changes only with a restart. */
export const helpQuery = () => queryOptions({ queryKey: ['/api/help'], queryFn: getHelp, staleTime: Infinity });

export function useHelp() {
  return useQuery(helpQuery());
}
