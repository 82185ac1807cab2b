import type { AgentListItem, AgentStatus } from '@common/agents';

export const STATUS_FILTERS = ['all', 'active', 'draft', 'disabled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Name or description contains the search text (case-insensitive), and the status matches the filter. */
export function filterAgents(agents: AgentListItem[], search: string, status: StatusFilter): AgentListItem[] {
  const needle = search.trim().toLocaleLowerCase();
  return agents.filter((agent) => {
    if (status !== 'all' && agent.status !== status) return false;
    if (!needle) return true;
    return agent.name.toLocaleLowerCase().includes(needle) || (agent.description ?? '').toLocaleLowerCase().includes(needle);
  });
}

export function countAgents(agents: AgentListItem[]): { total: number } & Record<Extract<AgentStatus, 'active' | 'draft'>, number> {
  return {
    total: agents.length,
    active: agents.filter((a) => a.status === 'active').length,
    draft: agents.filter((a) => a.status === 'draft').length,
  };
}
