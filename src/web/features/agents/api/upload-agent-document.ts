import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentDocumentResult } from '@common/knowledge';
import { api } from '../../../lib/api';
import { agentDocumentsQuery } from './get-agent-documents';
import { agentQuery } from './get-agent';

/** Puts the file into the agent's dataset; the server creates that dataset on the first upload. */
export const uploadAgentDocument = (agentId: string, file: File) =>
  api.upload<AgentDocumentResult>(`/api/agents/${agentId}/documents?fileName=${encodeURIComponent(file.name)}`, file);

export function useUploadAgentDocument(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAgentDocument(agentId, file),
    onSuccess: (result) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentQuery(agentId).queryKey }),
        queryClient.invalidateQueries({ queryKey: agentDocumentsQuery(result.datasetId).queryKey }),
      ]),
  });
}
