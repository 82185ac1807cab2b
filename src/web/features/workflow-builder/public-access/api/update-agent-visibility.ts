import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Agent, patchAgentBody } from '@common/agents';
import type { AgentVersion } from '@common/versions';
import { api } from '../../../../lib/api';
import { projectAgentsQuery } from '../../../../lib/queries/get-project-agents';
import { builderAgentQuery } from '../../api/get-builder-agent';
import { versionsToSwitch } from '../version-visibility';
import { versionsQuery } from './get-versions';

type PatchAgentBody = z.input<typeof patchAgentBody>;

/** Making an agent public sets it active; making it private keeps its status. */
export const visibilityChange = (isPublic: boolean): PatchAgentBody => (isPublic ? { isPublic: true, status: 'active' } : { isPublic: false });

export const updateAgentVisibility = (agentId: string, isPublic: boolean) =>
  api.patch<Agent>(`/api/agents/${encodeURIComponent(agentId)}`, visibilityChange(isPublic));

const setVersionPublic = (versionId: string, isPublic: boolean) =>
  api.patch<AgentVersion>(`/api/agent-versions/${encodeURIComponent(versionId)}/visibility`, { isPublic });

/**
 * The builder's public switch: what visitors reach is the versions' visibility (versionsToSwitch
 * says which change); the agent's own flag and status follow.
 */
export function useUpdateAgentVisibility(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ isPublic, versions }: { isPublic: boolean; versions: AgentVersion[] }) => {
      for (const version of versionsToSwitch(versions, isPublic)) await setVersionPublic(version.id, isPublic);
      return updateAgentVisibility(agentId, isPublic);
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(builderAgentQuery(agentId).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: projectAgentsQuery(updated.projectId).queryKey });
    },
    onSettled: () => queryClient.invalidateQueries(versionsQuery(agentId)),
  });
}
