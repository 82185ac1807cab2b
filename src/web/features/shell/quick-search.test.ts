import { describe, expect, it } from 'vitest';
import type { AgentListItem } from '@common/agents';
import { searchShell } from './quick-search';

const agent = (name: string, description: string | null = null) => ({ id: name.toLowerCase(), name, description }) as AgentListItem;
const label = (key: string) => ({ 'nav.agents': 'Agents', 'nav.deployments': 'Deployments', 'nav.dashboard': 'Dashboard' })[key] ?? key;

describe('quick search', () => {
  it('finds pages by label and agents by name or description, ignoring case and accents', () => {
    const results = searchShell('DEP', label, [agent('Depot Helper'), agent('Ventas', 'Atención de depósitos')]);
    expect(results.map((r) => [r.kind, r.label, r.href])).toEqual([
      ['page', 'Deployments', '/deployments'],
      ['agent', 'Depot Helper', '/agents?edit=depot helper'],
      ['agent', 'Ventas', '/agents?edit=ventas'],
    ]);
  });

  it('lists everything for an empty query, up to the limit', () => {
    expect(searchShell('', label, [agent('A')], 3)).toHaveLength(3);
  });
});
