import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Agent, patchAgentBody } from '@common/agents';
import { api } from '../../../../lib/api';
import { projectAgentsQuery } from '../../../../lib/queries/get-project-agents';
import { builderAgentQuery } from '../../api/get-builder-agent';

type PatchAgentBody = z.input<typeof patchAgentBody>;

/** SPEC section 4: making an agent public sets it active; making it private keeps its status. */
export const visibilityChange = (isPublic: boolean): PatchAgentBody => (isPublic ? { isPublic: true, status: 'active' } : { isPublic: false });

export const updateAgentVisibility = (agentId: string, isPublic: boolean) =>
  api.patch<Agent>(`/api/agents/${encodeURIComponent(agentId)}`, visibilityChange(isPublic));

export function useUpdateAgentVisibility(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isPublic: boolean) => updateAgentVisibility(agentId, isPublic),
    onSuccess: (updated) => {
      queryClient.setQueryData(builderAgentQuery(agentId).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: projectAgentsQuery(updated.projectId).queryKey });
    },
  });
}
