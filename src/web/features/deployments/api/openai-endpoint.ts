import { useQuery } from '@tanstack/react-query';
import type { OpenaiEndpoint } from '@common/openai-api';
import { api } from '../../../lib/api';

/** The base URL and the agent's model name for OpenAI-compatible clients. */
export function useOpenaiEndpoint(agentId: string) {
  return useQuery({ queryKey: ['/api/agents', agentId, 'openai-endpoint'], queryFn: () => api.get<OpenaiEndpoint>(`/api/agents/${agentId}/openai-endpoint`) });
}
