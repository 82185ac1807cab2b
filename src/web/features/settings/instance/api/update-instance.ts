import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstanceConfig, UpdateInstanceConfigBody } from '@common/instance';
import { api } from '../../../../lib/api';
import { instanceQuery } from './get-instance';

export const updateInstance = (body: UpdateInstanceConfigBody) => api.put<InstanceConfig>('/api/admin/instance', body);

/** Plan enforcement changes what every project offers: projects read again too. */
export function useUpdateInstance(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInstance,
    onError: options.onError,
    onSuccess: async (config) => {
      queryClient.setQueryData(instanceQuery().queryKey, config);
      await queryClient.invalidateQueries({ queryKey: ['/api/projects'] });
      options.onSuccess?.();
    },
  });
}
