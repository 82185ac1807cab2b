import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUBLISH_BLOCKED_CODE, type AgentVersion, type FailingCase, type PublishBlocked } from '@common/versions';
import { api, ApiError } from '../../../lib/api';
import { projectAgentsQuery } from '../../../lib/queries/get-project-agents';
import { versionsQuery } from './get-versions';

export const publishVersion = (agentId: string, publishAnyway: boolean) => api.post<AgentVersion>(`/api/agents/${agentId}/publish`, { makeActive: true, publishAnyway });

/** The failing test cases of a publish the server blocked (409 TEST_CASES_FAILED); null for any other error. */
export function blockedCasesOf(error: Error): FailingCase[] | null {
  if (!(error instanceof ApiError) || error.code !== PUBLISH_BLOCKED_CODE) return null;
  return (error.body as PublishBlocked).failingCases;
}

interface Options {
  onSuccess?: (version: AgentVersion) => void;
  onError?: (error: Error) => void;
}

/** Publishing also makes the agent active and changes its latest version label, so the agent list is refreshed too. */
export function usePublishVersion(agentId: string, projectId: string, options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ publishAnyway }: { publishAnyway: boolean }) => publishVersion(agentId, publishAnyway),
    onError: options.onError,
    onSuccess: async (version) => {
      await Promise.all([
        queryClient.invalidateQueries(versionsQuery(agentId)),
        queryClient.invalidateQueries(projectAgentsQuery(projectId)),
      ]);
      options.onSuccess?.(version);
    },
  });
}
