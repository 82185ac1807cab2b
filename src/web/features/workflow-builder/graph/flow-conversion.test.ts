import { describe, expect, it } from 'vitest';
import { AGENT_NODE_ID, saveWorkflowBody, type WorkflowNode } from '@common/workflows';
import { AGENT_NODE_POSITION, toBuilderGraph, toSaveBody } from './flow-conversion';
import { nodeIndexOfError } from './save-error';

const email: WorkflowNode = { id: 'email-1', type: 'email', position: { x: 5, y: 6 }, data: { label: 'Send Email', config: { to: 'a@b.c' } } };

describe('toBuilderGraph', () => {
  it('starts a new workflow with the agent node alone', () => {
    const graph = toBuilderGraph(null, 'Support bot');
    expect(graph.nodes).toEqual([{ id: AGENT_NODE_ID, type: 'agent', position: AGENT_NODE_POSITION, data: { label: 'Support bot' }, deletable: false }]);
    expect(graph.edges).toEqual([]);
  });

  it('keeps the stored agent position, names it after the agent and drops edges to missing nodes', () => {
    const graph = toBuilderGraph(
      {
        nodes: [email, { id: AGENT_NODE_ID, type: 'agent', position: { x: 1, y: 2 }, data: { label: 'Old name' } }],
        edges: [
          { source: AGENT_NODE_ID, target: 'email-1' },
          { id: 'x', source: AGENT_NODE_ID, target: 'ghost' },
        ],
      },
      'New name',
    );
    expect(graph.nodes.map((n) => n.id)).toEqual([AGENT_NODE_ID, 'email-1']);
    expect(graph.nodes[0]).toMatchObject({ position: { x: 1, y: 2 }, data: { label: 'New name' } });
    expect(graph.edges).toEqual([{ id: `edge-${AGENT_NODE_ID}-email-1`, source: AGENT_NODE_ID, target: 'email-1' }]);
  });
});

describe('toSaveBody', () => {
  it('sends the contract fields only, with the workflow name', () => {
    const graph = toBuilderGraph({ nodes: [email], edges: [{ id: 'e1', source: AGENT_NODE_ID, target: 'email-1' }] }, 'Bot');
    graph.nodes = graph.nodes.map((n) => ({ ...n, selected: true, measured: { width: 10, height: 10 } }));
    graph.edges = graph.edges.map((e) => ({ ...e, selected: true }));
    const body = toSaveBody(graph, 'Bot');
    expect(body.name).toBe('Workflow for Bot');
    expect(body.nodes[1]).toEqual(email);
    expect(body.edges).toEqual([{ id: 'e1', source: AGENT_NODE_ID, target: 'email-1' }]);
    expect(saveWorkflowBody.safeParse(body).success).toBe(true);
  });

  it('keeps the name within 255 characters', () => {
    expect(toSaveBody({ nodes: [], edges: [] }, 'x'.repeat(255)).name).toHaveLength(255);
  });
});

describe('nodeIndexOfError', () => {
  it('reads the node index from the field path of a 400 message', () => {
    expect(nodeIndexOfError('nodes.3.data.config.cron: Invalid cron expression')).toBe(3);
    expect(nodeIndexOfError('nodes.12: Unknown node type')).toBe(12);
    expect(nodeIndexOfError('edges.2.target: Unknown node')).toBeNull();
  });
});
