import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createdPlatformKey } from '@common/chat';
import { api } from '../../../lib/api';
import { platformKeysQuery } from './get-platform-keys';

export type CreatedPlatformKey = z.infer<typeof createdPlatformKey>;

export const createPlatformKey = (projectId: string, name: string) =>
  api.post<CreatedPlatformKey>(`/api/projects/${projectId}/platform-keys`, { name });

/** The answer is the only place the full key ever appears; the list keeps the masked hint. */
export function useCreatePlatformKey(projectId: string, options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createPlatformKey(projectId, name),
    onError: options.onError,
    onSuccess: () => queryClient.invalidateQueries(platformKeysQuery(projectId)),
  });
}
