import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@common/admin';
import { api } from '../../../lib/api';

export const getAdminUsers = () => api.get<AdminUser[]>('/api/admin/users');

export const adminUsersQuery = () => queryOptions({ queryKey: ['/api/admin/users'], queryFn: getAdminUsers });

export function useAdminUsers() {
  return useQuery(adminUsersQuery());
}
