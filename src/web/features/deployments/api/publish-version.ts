import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUBLISH_BLOCKED_CODE, type AgentVersion, type PublishBlocked } from '@common/versions';
import { api } from '../../../lib/api';
import { projectAgentsQuery } from '../../../lib/queries/get-project-agents';
import { versionsQuery } from './get-versions';

/**
 * A publish that failing test cases block is an expected answer here, not a failure: the server
 * answers it with 200 rather than 409, so the browser logs no failed request.
 */
export const publishVersion = (agentId: string, publishAnyway: boolean) =>
  api.post<AgentVersion | PublishBlocked>(`/api/agents/${agentId}/publish`, { makeActive: true, publishAnyway, blockedStatus: 200 });

const isBlocked = (answer: AgentVersion | PublishBlocked): answer is PublishBlocked => 'code' in answer && answer.code === PUBLISH_BLOCKED_CODE;

interface Options {
  onSuccess?: (version: AgentVersion) => void;
  /** failing test cases stopped the publish: nothing was published */
  onBlocked?: (blocked: PublishBlocked) => void;
  onError?: (error: Error) => void;
}

/** Publishing also makes the agent active and changes its latest version label, so the agent list is refreshed too. */
export function usePublishVersion(agentId: string, projectId: string, options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ publishAnyway }: { publishAnyway: boolean }) => publishVersion(agentId, publishAnyway),
    onError: options.onError,
    onSuccess: async (answer) => {
      if (isBlocked(answer)) {
        options.onBlocked?.(answer);
        return;
      }
      const version = answer;
      await Promise.all([
        queryClient.invalidateQueries(versionsQuery(agentId)),
        queryClient.invalidateQueries(projectAgentsQuery(projectId)),
      ]);
      options.onSuccess?.(version);
    },
  });
}
