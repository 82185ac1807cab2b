import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSettings } from '@common/settings';
import { api } from '../api';

export const getSettings = () => api.get<UserSettings>('/api/settings');

export const settingsQuery = () => queryOptions({ queryKey: ['/api/settings'], queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQuery());
}
