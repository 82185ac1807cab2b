import { describe, expect, it } from 'vitest';
import type { WorkflowEdge, WorkflowNode } from '../../common/workflows';
import { orderSteps } from './execution-view';

const node = (id: string, type: WorkflowNode['type']): WorkflowNode => ({ id, type, position: { x: 0, y: 0 }, data: { label: id } });
const edge = (source: string, target: string): WorkflowEdge => ({ source, target });
const step = (nodeId: string, at: number | null) => ({ nodeId, startedAt: at === null ? null : new Date(at) });

// the agent node comes first in a saved graph, whatever runs first
const graph = {
  nodes: [node('agent-1', 'agent'), node('webhook-2', 'webhook'), node('email-3', 'email'), node('trigger-1', 'trigger')],
  edges: [edge('trigger-1', 'agent-1'), edge('agent-1', 'email-3'), edge('email-3', 'webhook-2')],
};

describe('orderSteps', () => {
  it('lists steps by start time, then pending ones', () => {
    const steps = [step('webhook-2', null), step('email-3', 2000), step('agent-1', 1000), step('trigger-1', 500)];
    expect(orderSteps(steps, graph, 'trigger-1').map((s) => s.nodeId)).toEqual(['trigger-1', 'agent-1', 'email-3', 'webhook-2']);
  });

  it('orders steps settled in one transaction as the run reached them, not as the graph lists them', () => {
    const steps = [step('agent-1', 1000), step('trigger-1', 1000), step('webhook-2', 3000), step('email-3', 3000)];
    expect(orderSteps(steps, graph, 'trigger-1').map((s) => s.nodeId)).toEqual(['trigger-1', 'agent-1', 'email-3', 'webhook-2']);
  });

  it('without a trigger starts from the nodes no edge leads to', () => {
    const free = { nodes: [node('agent-1', 'agent'), node('email-3', 'email'), node('webhook-2', 'webhook')], edges: [edge('webhook-2', 'email-3')] };
    const steps = [step('email-3', 1), step('agent-1', 1), step('webhook-2', 1)];
    expect(orderSteps(steps, free, null).map((s) => s.nodeId)).toEqual(['agent-1', 'webhook-2', 'email-3']);
  });
});
