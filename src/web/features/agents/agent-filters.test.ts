import { describe, expect, it } from 'vitest';
import type { AgentListItem } from '@common/agents';
import { countAgents, filterAgents } from './agent-filters';

const agent = (over: Partial<AgentListItem>): AgentListItem => ({
  id: over.name ?? 'a',
  projectId: 'p',
  name: 'Agent',
  description: null,
  industry: null,
  status: 'draft',
  isPublic: false,
  modelProvider: 'openai',
  modelName: 'gpt-5',
  latestVersion: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

const agents = [
  agent({ name: 'Sales Helper', description: 'Answers PRICING questions', status: 'active' }),
  agent({ name: 'Support Bot', description: null, status: 'draft' }),
  agent({ name: 'Old Bot', description: 'retired', status: 'disabled' }),
  agent({ name: 'Archive', status: 'archived' }),
];

describe('filterAgents', () => {
  it('matches the name or the description, ignoring case', () => {
    expect(filterAgents(agents, 'sales', 'all').map((a) => a.name)).toEqual(['Sales Helper']);
    expect(filterAgents(agents, 'pricing', 'all').map((a) => a.name)).toEqual(['Sales Helper']);
    expect(filterAgents(agents, '  BOT ', 'all').map((a) => a.name)).toEqual(['Support Bot', 'Old Bot']);
  });

  it('filters by status; all keeps every status', () => {
    expect(filterAgents(agents, '', 'all')).toHaveLength(4);
    expect(filterAgents(agents, '', 'active').map((a) => a.name)).toEqual(['Sales Helper']);
    expect(filterAgents(agents, '', 'draft').map((a) => a.name)).toEqual(['Support Bot']);
    expect(filterAgents(agents, 'bot', 'disabled').map((a) => a.name)).toEqual(['Old Bot']);
  });
});

describe('countAgents', () => {
  it('counts total, active and draft agents', () => {
    expect(countAgents(agents)).toEqual({ total: 4, active: 1, draft: 1 });
  });
});
