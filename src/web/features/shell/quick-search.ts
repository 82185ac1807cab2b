import type { AgentListItem } from '@common/agents';
import { BOTTOM_NAV, MAIN_NAV } from './nav-items';

export interface SearchResult {
  kind: 'page' | 'agent';
  label: string;
  href: string;
}

const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '');

/** Pages (by their translated label) and agents (by name or description) matching the query, pages first. */
export function searchShell(query: string, pageLabel: (labelKey: string) => string, agents: AgentListItem[], limit = 8): SearchResult[] {
  const q = fold(query.trim());
  const pages: SearchResult[] = [...MAIN_NAV, ...BOTTOM_NAV]
    .map((item) => ({ kind: 'page' as const, label: pageLabel(item.labelKey), href: item.path }))
    .filter((p) => fold(p.label).includes(q));
  const matchingAgents: SearchResult[] = agents
    .filter((a) => fold(a.name).includes(q) || fold(a.description ?? '').includes(q))
    .map((a) => ({ kind: 'agent', label: a.name, href: `/agents?edit=${a.id}` }));
  return [...pages, ...matchingAgents].slice(0, limit);
}
