import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applySettingsChange, type UpdateUserSettingsBody, type UserSettings } from '@common/settings';
import { api } from '../../../lib/api';
import { settingsQuery } from '../../../lib/queries/get-settings';

export const updateSettings = (changes: UpdateUserSettingsBody) => api.put<UserSettings>('/api/settings', changes);

/** Shows the change at once and puts it back if the server refuses it. */
export function useUpdateSettings(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = settingsQuery();
  return useMutation({
    mutationFn: updateSettings,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, applySettingsChange(previous, changes));
      return { previous };
    },
    onError: (error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      options.onError?.(error);
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
