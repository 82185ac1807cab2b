import { AGENT_NODE_ID, EMAIL_NODE_DEFAULTS } from '@common/workflows';
import type { AddableNodeType, BuilderEdge, BuilderGraph, BuilderNode } from './builder-graph';
import { readApprovalConfig, readTriggerConfig, readWebhookConfig } from './node-configs';

/** The label stored with a new node (the canvas shows translated names; the label is for the API). */
const DEFAULT_LABELS: Record<AddableNodeType, string> = { trigger: 'Trigger', email: 'Send Email', webhook: 'Webhook', approval: 'Wait for approval' };

/** New ids are the node type plus a timestamp; a taken one moves on by a millisecond. */
export function createNodeId(type: AddableNodeType, existingIds: Iterable<string>, now: number = Date.now()): string {
  const taken = new Set(existingIds);
  let stamp = now;
  while (taken.has(`${type}-${stamp}`)) stamp += 1;
  return `${type}-${stamp}`;
}

export function defaultConfigOf(type: AddableNodeType): Record<string, unknown> {
  if (type === 'email') return { ...EMAIL_NODE_DEFAULTS, requiredFields: [] };
  if (type === 'webhook') return readWebhookConfig({});
  if (type === 'approval') return readApprovalConfig({});
  return readTriggerConfig({});
}

export function createNode(type: AddableNodeType, position: { x: number; y: number }, id: string): BuilderNode {
  return { id, type, position, data: { label: DEFAULT_LABELS[type], config: defaultConfigOf(type) } };
}

export function addNode(graph: BuilderGraph, node: BuilderNode): BuilderGraph {
  return { ...graph, nodes: [...graph.nodes, node] };
}

/** Removes the nodes and every edge attached to them; the agent node always stays. */
export function removeNodes(graph: BuilderGraph, ids: readonly string[]): BuilderGraph {
  const doomed = new Set(ids.filter((id) => id !== AGENT_NODE_ID && graph.nodes.some((n) => n.id === id)));
  if (doomed.size === 0) return graph;
  return {
    nodes: graph.nodes.filter((n) => !doomed.has(n.id)),
    edges: graph.edges.filter((e) => !doomed.has(e.source) && !doomed.has(e.target)),
  };
}

export function removeEdges(graph: BuilderGraph, ids: readonly string[]): BuilderGraph {
  const doomed = new Set(ids);
  if (!graph.edges.some((e) => doomed.has(e.id))) return graph;
  return { ...graph, edges: graph.edges.filter((e) => !doomed.has(e.id)) };
}

/** What the Delete key removes: the selected edges and the selected nodes other than the agent. */
export function removeSelection(graph: BuilderGraph): BuilderGraph {
  const withoutEdges = removeEdges(graph, graph.edges.filter((e) => e.selected).map((e) => e.id));
  return removeNodes(withoutEdges, graph.nodes.filter((n) => n.selected).map((n) => n.id));
}

/** True when an edge source -> target would close a loop (the server refuses cycles). */
export function wouldCreateCycle(edges: readonly Pick<BuilderEdge, 'source' | 'target'>[], source: string, target: string): boolean {
  if (source === target) return true;
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.source, [...(next.get(e.source) ?? []), e.target]);
  const seen = new Set<string>();
  const stack = [target];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (id === source) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(next.get(id) ?? []));
  }
  return false;
}

/** an approval node's edges carry their branch (sourceHandle) in the id: one edge per branch and target */
export const edgeIdOf = (source: string, target: string, sourceHandle?: string | null) => (sourceHandle ? `edge-${source}-${sourceHandle}-${target}` : `edge-${source}-${target}`);

/** Adds an edge unless it exists, joins a node to itself or to a missing node, or closes a loop. */
export function connectNodes(graph: BuilderGraph, source: string, target: string, sourceHandle?: string | null): BuilderGraph {
  const known = (id: string) => graph.nodes.some((n) => n.id === id);
  if (!known(source) || !known(target)) return graph;
  if (graph.edges.some((e) => e.source === source && e.target === target && (e.sourceHandle ?? null) === (sourceHandle ?? null))) return graph;
  if (wouldCreateCycle(graph.edges, source, target)) return graph;
  const edge = sourceHandle ? { id: edgeIdOf(source, target, sourceHandle), source, target, sourceHandle } : { id: edgeIdOf(source, target), source, target };
  return { ...graph, edges: [...graph.edges, edge] };
}

export function updateNodeConfig(graph: BuilderGraph, id: string, config: Record<string, unknown>): BuilderGraph {
  return { ...graph, nodes: graph.nodes.map((n) => (n.id === id ? { ...n, data: { ...n.data, config } } : n)) };
}

/** Selects exactly the given node (used to point at the node a save error names). */
export function selectOnly(graph: BuilderGraph, id: string): BuilderGraph {
  return { nodes: graph.nodes.map((n) => ({ ...n, selected: n.id === id })), edges: graph.edges.map((e) => ({ ...e, selected: false })) };
}
