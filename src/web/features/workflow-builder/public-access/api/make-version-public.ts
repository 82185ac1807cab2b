import { useMutation } from '@tanstack/react-query';
import type { AgentVersion } from '@common/versions';
import { api } from '../../../../lib/api';

export const makeVersionPublic = (versionId: string) =>
  api.patch<AgentVersion>(`/api/agent-versions/${encodeURIComponent(versionId)}/visibility`, { isPublic: true });

/** The page reloads afterwards, so no cache needs updating. */
export function useMakeVersionPublic() {
  return useMutation({ mutationFn: makeVersionPublic, onSuccess: () => window.location.reload() });
}
