import { useMutation } from '@tanstack/react-query';
import type { EmbeddingCheckResult, EmbeddingSettingsBody } from '@common/embeddings';
import { api } from '../../../../lib/api';

export const checkEmbedding = (projectId: string, body: EmbeddingSettingsBody) => api.post<EmbeddingCheckResult>(`/api/projects/${projectId}/embedding/check`, body);

export function useCheckEmbedding(projectId: string) {
  return useMutation({ mutationFn: (body: EmbeddingSettingsBody) => checkEmbedding(projectId, body) });
}
