import type { WorkflowEdge, WorkflowNode } from '../../../common/workflows';
import { AGENT_NODE_ID, type ApprovalBranch } from '../../../common/workflows';

/** The graph an execution runs: a copy of the saved one, taken when it starts. */
export interface GraphSnapshot {
  nodes: WorkflowNode[];
  edges: WorkflowEdge[];
}

export function findNode(graph: GraphSnapshot, nodeId: string): WorkflowNode | undefined {
  return graph.nodes.find((n) => n.id === nodeId);
}

/** the targets of a node's outgoing edges, each once, in edge order */
export function successorsOf(graph: GraphSnapshot, nodeId: string): string[] {
  const known = new Set(graph.nodes.map((n) => n.id));
  return [...new Set(graph.edges.filter((e) => e.source === nodeId && known.has(e.target)).map((e) => e.target))];
}

/** every node reachable from `from` along the edges, `from` excluded */
export function descendantsOf(graph: GraphSnapshot, from: string[]): string[] {
  const seen = new Set<string>();
  const queue = from.flatMap((id) => successorsOf(graph, id));
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (seen.has(id) || from.includes(id)) continue;
    seen.add(id);
    queue.push(...successorsOf(graph, id));
  }
  return [...seen];
}

/**
 * Where a run starts: the trigger node that fired (it checks its conditions, then its edges lead
 * on). Without one, the nodes no edge leads to, other trigger nodes left out (they belong to
 * other events); when there are none, the agent node.
 */
export function firstNodeIds(graph: GraphSnapshot, triggerNodeId: string | null): string[] {
  if (triggerNodeId && findNode(graph, triggerNodeId)) return [triggerNodeId];
  const targets = new Set(graph.edges.map((e) => e.target));
  const roots = graph.nodes.filter((n) => n.type !== 'trigger' && !targets.has(n.id)).map((n) => n.id);
  if (roots.length > 0) return roots;
  return findNode(graph, AGENT_NODE_ID) ? [AGENT_NODE_ID] : [];
}

/** The edge's branch out of an approval node: its sourceHandle, 'approved' when it has none. */
export const branchOf = (edge: WorkflowEdge): string => edge.sourceHandle || 'approved';

/**
 * An approval node's way on: the targets of the chosen branch, and the nodes only the other
 * branches lead to (they are skipped; a node both lead to is left to the chosen one).
 */
export function splitBranches(graph: GraphSnapshot, nodeId: string, branch: ApprovalBranch): { next: string[]; skipped: string[] } {
  const known = new Set(graph.nodes.map((n) => n.id));
  const out = graph.edges.filter((e) => e.source === nodeId && known.has(e.target));
  const next = [...new Set(out.filter((e) => branchOf(e) === branch).map((e) => e.target))];
  const others = [...new Set(out.filter((e) => branchOf(e) !== branch).map((e) => e.target))];
  const kept = new Set([...next, ...descendantsOf(graph, next)]);
  const skipped = [...new Set([...others, ...descendantsOf(graph, others)])].filter((id) => !kept.has(id) && id !== nodeId);
  return { next, skipped };
}
