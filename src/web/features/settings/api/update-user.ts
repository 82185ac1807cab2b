import { useMutation } from '@tanstack/react-query';
import type { PublicUser, UpdateUserBody } from '@common/auth';
import { api } from '../../../lib/api';

export const updateUser = (body: UpdateUserBody) => api.put<PublicUser>('/api/auth/user', body);

export function useUpdateUser(options: { onSuccess?: (user: PublicUser) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: updateUser, ...options });
}
