import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstanceConfig, UpdateInstanceConfigBody } from '@common/instance';
import { api } from '../../../../lib/api';
import { instanceCapabilitiesQuery } from '../../../../lib/queries/get-instance-capabilities';
import { instanceQuery } from './get-instance';

export const updateInstance = (body: UpdateInstanceConfigBody) => api.put<InstanceConfig>('/api/admin/instance', body);

/** Plan enforcement changes what every project offers, the mail server and support address what the app offers: they are read again too. */
export function useUpdateInstance(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInstance,
    onError: options.onError,
    onSuccess: async (config) => {
      queryClient.setQueryData(instanceQuery().queryKey, config);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/projects'] }),
        queryClient.invalidateQueries({ queryKey: instanceCapabilitiesQuery().queryKey }),
        // Help's support address (a settings feature does not import the help feature's query factory)
        queryClient.invalidateQueries({ queryKey: ['/api/help'] }),
      ]);
      options.onSuccess?.();
    },
  });
}
