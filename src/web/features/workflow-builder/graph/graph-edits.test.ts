import { describe, expect, it } from 'vitest';
import { AGENT_NODE_ID, EMAIL_NODE_DEFAULTS, WEBHOOK_NODE_DEFAULT_BODY } from '@common/workflows';
import type { BuilderGraph, BuilderNode } from './builder-graph';
import { addNode, connectNodes, createNode, createNodeId, removeNodes, removeSelection, updateNodeConfig, wouldCreateCycle } from './graph-edits';

const agent = (): BuilderNode => ({ id: AGENT_NODE_ID, type: 'agent', position: { x: 0, y: 0 }, data: { label: 'Agent' }, deletable: false });

/** agent-1, trigger-1 and email-1, with trigger -> agent -> email. */
function sampleGraph(): BuilderGraph {
  let graph: BuilderGraph = { nodes: [agent()], edges: [] };
  graph = addNode(graph, createNode('trigger', { x: -200, y: 0 }, 'trigger-1'));
  graph = addNode(graph, createNode('email', { x: 200, y: 0 }, 'email-1'));
  graph = connectNodes(graph, 'trigger-1', AGENT_NODE_ID);
  return connectNodes(graph, AGENT_NODE_ID, 'email-1');
}

describe('createNodeId', () => {
  it('is the node type plus the timestamp', () => {
    expect(createNodeId('email', [], 1700000000000)).toBe('email-1700000000000');
  });

  it('moves on when two nodes are added in the same millisecond', () => {
    expect(createNodeId('webhook', ['webhook-5', 'webhook-6'], 5)).toBe('webhook-7');
  });
});

describe('createNode', () => {
  it('gives a new e-mail node its defaults', () => {
    const node = createNode('email', { x: 1, y: 2 }, 'email-1');
    expect(node).toMatchObject({ id: 'email-1', type: 'email', position: { x: 1, y: 2 }, data: { label: 'Send Email' } });
    expect(node.data.config).toEqual({ ...EMAIL_NODE_DEFAULTS, requiredFields: [] });
  });

  it('gives a webhook node POST and the default body, and a trigger conversation_end', () => {
    expect(createNode('webhook', { x: 0, y: 0 }, 'w').data.config).toMatchObject({ method: 'POST', headers: {}, body: WEBHOOK_NODE_DEFAULT_BODY });
    expect(createNode('trigger', { x: 0, y: 0 }, 't').data.config).toMatchObject({ type: 'conversation_end', conditions: [], delay: 0 });
  });

  it('does not share the default body between nodes', () => {
    const a = createNode('webhook', { x: 0, y: 0 }, 'a').data.config as { body: Record<string, unknown> };
    a.body.user_name = 'changed';
    expect((createNode('webhook', { x: 0, y: 0 }, 'b').data.config as { body: Record<string, unknown> }).body.user_name).toBe('{{user.name}}');
  });
});

describe('removeNodes', () => {
  it('removes the node and every edge attached to it', () => {
    const graph = removeNodes(sampleGraph(), ['email-1']);
    expect(graph.nodes.map((n) => n.id)).toEqual([AGENT_NODE_ID, 'trigger-1']);
    expect(graph.edges.map((e) => [e.source, e.target])).toEqual([['trigger-1', AGENT_NODE_ID]]);
  });

  it('never removes the agent node', () => {
    const before = sampleGraph();
    expect(removeNodes(before, [AGENT_NODE_ID])).toBe(before);
  });

  it('leaves the graph as it is for an unknown id', () => {
    const before = sampleGraph();
    expect(removeNodes(before, ['nope'])).toBe(before);
  });
});

describe('removeSelection', () => {
  it('removes selected nodes (not the agent) and selected edges', () => {
    const graph = sampleGraph();
    graph.nodes = graph.nodes.map((n) => ({ ...n, selected: n.id !== 'email-1' }));
    graph.edges = graph.edges.map((e) => ({ ...e, selected: e.target === 'email-1' }));
    const after = removeSelection(graph);
    expect(after.nodes.map((n) => n.id)).toEqual([AGENT_NODE_ID, 'email-1']);
    expect(after.edges).toEqual([]);
  });
});

describe('connectNodes', () => {
  it('adds one edge per pair', () => {
    const graph = sampleGraph();
    expect(connectNodes(graph, 'trigger-1', AGENT_NODE_ID)).toBe(graph);
    expect(graph.edges).toHaveLength(2);
  });

  it('refuses loops, self-edges and unknown nodes', () => {
    const graph = sampleGraph();
    expect(connectNodes(graph, 'email-1', 'trigger-1')).toBe(graph);
    expect(connectNodes(graph, 'email-1', 'email-1')).toBe(graph);
    expect(connectNodes(graph, AGENT_NODE_ID, 'ghost')).toBe(graph);
  });
});

describe('wouldCreateCycle', () => {
  it('follows paths of any length', () => {
    const edges = [
      { source: 'a', target: 'b' },
      { source: 'b', target: 'c' },
    ];
    expect(wouldCreateCycle(edges, 'c', 'a')).toBe(true);
    expect(wouldCreateCycle(edges, 'a', 'c')).toBe(false);
  });
});

describe('updateNodeConfig', () => {
  it('replaces only that node config', () => {
    const graph = updateNodeConfig(sampleGraph(), 'email-1', { to: 'a@b.c' });
    expect(graph.nodes.find((n) => n.id === 'email-1')?.data).toEqual({ label: 'Send Email', config: { to: 'a@b.c' } });
    expect(graph.nodes.find((n) => n.id === 'trigger-1')?.data.config).toMatchObject({ type: 'conversation_end' });
  });
});
