import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmbeddingSettings, EmbeddingSettingsBody } from '@common/embeddings';
import { api } from '../../../../lib/api';
import { embeddingSettingsQuery } from './get-embedding-settings';

export const saveEmbeddingSettings = (projectId: string, body: EmbeddingSettingsBody) => api.put<EmbeddingSettings>(`/api/projects/${projectId}/embedding`, body);

export function useSaveEmbeddingSettings(projectId: string, options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmbeddingSettingsBody) => saveEmbeddingSettings(projectId, body),
    ...options,
    onSuccess: (saved) => {
      queryClient.setQueryData(embeddingSettingsQuery(projectId).queryKey, saved);
      options.onSuccess?.();
    },
  });
}
