import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstanceCapabilities } from '@common/instance';
import { api } from '../api';

export const getInstanceCapabilities = () => api.get<InstanceCapabilities>('/api/instance/capabilities');

/** What the instance offers every account (a mail server or not); an admin's change in Settings > Instance reads it again. */
export const instanceCapabilitiesQuery = () => queryOptions({ queryKey: ['/api/instance/capabilities'], queryFn: getInstanceCapabilities });

export function useInstanceCapabilities() {
  return useQuery(instanceCapabilitiesQuery());
}
