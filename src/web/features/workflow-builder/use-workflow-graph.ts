import { applyEdgeChanges, applyNodeChanges, type EdgeChange, type NodeChange } from '@xyflow/react';
import { useState } from 'react';
import type { BuilderGraph, BuilderNode } from './graph/builder-graph';
import { addNode, connectNodes, removeNodes, removeSelection, selectOnly, updateNodeConfig } from './graph/graph-edits';
import { canUndo, checkpoint, record, replacePresent, startHistory, undo, type History } from './graph/graph-history';

interface EditorState {
  history: History<BuilderGraph>;
  /** changed since the last save (or since it loaded) */
  dirty: boolean;
}

/**
 * The graph being edited, with an undo stack. Structural edits (add, delete, connect, configure,
 * a finished drag) are recorded; selection and measured sizes are not.
 */
export function useWorkflowGraph(initial: () => BuilderGraph) {
  const [state, setState] = useState<EditorState>(() => ({ history: startHistory(initial()), dirty: false }));

  const commit = (edit: (graph: BuilderGraph) => BuilderGraph) =>
    setState((s) => {
      const history = record(s.history, edit(s.history.present));
      return history === s.history ? s : { history, dirty: true };
    });
  const transient = (edit: (graph: BuilderGraph) => BuilderGraph) => setState((s) => ({ ...s, history: replacePresent(s.history, edit(s.history.present)) }));

  return {
    graph: state.history.present,
    dirty: state.dirty,
    canUndo: canUndo(state.history),
    // deletions go through removeSelection/removeNode (the canvas sends no 'remove' changes)
    onNodesChange: (changes: NodeChange<BuilderNode>[]) => transient((g) => ({ ...g, nodes: applyNodeChanges(changes.filter((c) => c.type !== 'remove'), g.nodes) })),
    onEdgesChange: (changes: EdgeChange[]) => transient((g) => ({ ...g, edges: applyEdgeChanges(changes.filter((c) => c.type !== 'remove'), g.edges) })),
    /** before a drag moves nodes: Undo brings them back in one step */
    markDragStart: () => setState((s) => ({ history: checkpoint(s.history), dirty: true })),
    addNode: (node: BuilderNode) => commit((g) => addNode(g, node)),
    removeNode: (id: string) => commit((g) => removeNodes(g, [id])),
    removeSelection: () => commit(removeSelection),
    connect: (source: string, target: string, sourceHandle?: string | null) => commit((g) => connectNodes(g, source, target, sourceHandle)),
    updateConfig: (id: string, config: Record<string, unknown>) => commit((g) => updateNodeConfig(g, id, config)),
    selectNode: (id: string) => transient((g) => selectOnly(g, id)),
    undo: () => setState((s) => (canUndo(s.history) ? { history: undo(s.history), dirty: true } : s)),
    markSaved: () => setState((s) => ({ ...s, dirty: false })),
  };
}

export type WorkflowGraphEditor = ReturnType<typeof useWorkflowGraph>;
