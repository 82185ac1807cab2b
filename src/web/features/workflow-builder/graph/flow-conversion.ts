import { AGENT_NODE_ID, type SaveWorkflowBody, type Workflow } from '@common/workflows';
import type { BuilderGraph, BuilderNode } from './builder-graph';
import { edgeIdOf } from './graph-edits';

/** Where the agent node sits on a new workflow. */
export const AGENT_NODE_POSITION = { x: 320, y: 160 };

/** The stored workflow as the canvas shows it: the agent node always there (named after the agent), edges to missing nodes dropped. */
export function toBuilderGraph(workflow: Pick<Workflow, 'nodes' | 'edges'> | null, agentName: string): BuilderGraph {
  const stored = workflow?.nodes ?? [];
  const agentNode = stored.find((n) => n.id === AGENT_NODE_ID);
  const agent: BuilderNode = {
    id: AGENT_NODE_ID,
    type: 'agent',
    position: agentNode?.position ?? AGENT_NODE_POSITION,
    data: { ...agentNode?.data, label: agentName },
    deletable: false,
  };
  const nodes: BuilderNode[] = [agent, ...stored.filter((n) => n.id !== AGENT_NODE_ID).map((n) => ({ id: n.id, type: n.type, position: n.position, data: n.data }))];
  const ids = new Set(nodes.map((n) => n.id));
  const seen = new Set<string>();
  const edges = (workflow?.edges ?? [])
    .filter((e) => ids.has(e.source) && ids.has(e.target))
    .map((e) => ({ id: e.id ?? edgeIdOf(e.source, e.target, e.sourceHandle), source: e.source, target: e.target, ...(e.sourceHandle ? { sourceHandle: e.sourceHandle } : {}) }))
    .filter((e) => !seen.has(e.id) && Boolean(seen.add(e.id)));
  return { nodes, edges };
}

const NAME_MAX = 255;

/** The PUT body, without React Flow's view state (selection, sizes). */
export function toSaveBody(graph: BuilderGraph, agentName: string): SaveWorkflowBody {
  return {
    name: `Workflow for ${agentName}`.slice(0, NAME_MAX),
    nodes: graph.nodes.map((n) => ({ id: n.id, type: n.type ?? 'agent', position: { x: n.position.x, y: n.position.y }, data: n.data })),
    edges: graph.edges.map((e) => ({ id: e.id, source: e.source, target: e.target, ...(e.sourceHandle ? { sourceHandle: e.sourceHandle } : {}) })),
  };
}
