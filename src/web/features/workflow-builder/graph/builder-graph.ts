import type { Edge, Node } from '@xyflow/react';
import type { NodeType, WorkflowNode } from '@common/workflows';

/** A workflow node as the canvas holds it: the contract's fields plus React Flow's view state. */
export type BuilderNodeData = WorkflowNode['data'];
export type BuilderNode = Node<BuilderNodeData, NodeType>;
export type BuilderEdge = Edge;

export interface BuilderGraph {
  nodes: BuilderNode[];
  edges: BuilderEdge[];
}

/** The components the sidebar offers; the agent node is never added by hand. */
export const ADDABLE_NODE_TYPES = ['trigger', 'email', 'webhook', 'approval'] as const;
export type AddableNodeType = (typeof ADDABLE_NODE_TYPES)[number];

export function isAddableNodeType(value: string): value is AddableNodeType {
  return (ADDABLE_NODE_TYPES as readonly string[]).includes(value);
}
