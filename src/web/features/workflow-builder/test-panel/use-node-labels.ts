import { useQuery } from '@tanstack/react-query';
import { workflowQuery } from '../api/get-workflow';

/** The saved graph's node labels, shown beside each result (the builder already holds this query). */
export function useNodeLabels(agentId: string, enabled: boolean): Record<string, string> {
  const { data } = useQuery({
    ...workflowQuery(agentId),
    enabled,
    select: (workflow) => Object.fromEntries((workflow?.nodes ?? []).filter((n) => n.data.label.trim()).map((n) => [n.id, n.data.label])),
  });
  return data ?? {};
}
