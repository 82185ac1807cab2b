import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpInfo } from '@common/help';
import { api } from '../api';

export const getHelp = () => api.get<HelpInfo>('/api/help');

/** The instance's support address (an admin's change in Settings > Instance reads it again). */
export const helpQuery = () => queryOptions({ queryKey: ['/api/help'], queryFn: getHelp });

export function useHelp() {
  return useQuery(helpQuery());
}
