import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { curatedImportReply } from '@common/curated-answers';
import { api } from '../../../lib/api';
import { curatedAnswersKey } from '../../../lib/curated-answers/get-curated-answers';

type ImportReply = z.infer<typeof curatedImportReply>;

/** The CSV goes as it is; the server checks every row and stores all of them or none. */
export const importCuratedAnswers = (agentId: string, file: Blob) =>
  api.upload<ImportReply>(`/api/agents/${encodeURIComponent(agentId)}/curated-answers/import`, file, 'text/csv');

export function useImportCuratedAnswers(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => importCuratedAnswers(agentId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: curatedAnswersKey(agentId) }),
  });
}
