import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_NAME_MAX } from '@common/agents';
import { wizardSchema } from '../wizard/form-schema';
import { duplicateValues } from '../wizard/form-values';
import { createAgent } from './save-agent';
import { getAgent } from './get-agent';
import { invalidateAgent } from './invalidate-agent';

/** Reads the stored agent (the list row lacks prompts and tools) and creates its copy, secrets included (the server copies them). */
export async function duplicateAgent(projectId: string, agentId: string) {
  const agent = await getAgent(agentId);
  return createAgent(projectId, { ...wizardSchema.parse(duplicateValues(agent, AGENT_NAME_MAX)), secretsFrom: agent.id });
}

export function useDuplicateAgent(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agentId: string) => duplicateAgent(projectId, agentId),
    onSuccess: (copy) => invalidateAgent(queryClient, projectId, copy.id),
  });
}
