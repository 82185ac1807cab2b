import type { QueryClient } from '@tanstack/react-query';
import { projectAgentsQuery } from '../../../lib/queries/get-project-agents';
import { projectAnalyticsQuery } from '../../../lib/queries/get-project-analytics';
import { agentQuery } from './get-agent';

/** After a write: the project's agent list (and the counts built on it) and the agent detail reload. */
export async function invalidateAgent(queryClient: QueryClient, projectId: string, agentId?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: projectAgentsQuery(projectId).queryKey }),
    queryClient.invalidateQueries({ queryKey: projectAnalyticsQuery(projectId).queryKey }),
    agentId ? queryClient.invalidateQueries({ queryKey: agentQuery(agentId).queryKey }) : Promise.resolve(),
  ]);
}
