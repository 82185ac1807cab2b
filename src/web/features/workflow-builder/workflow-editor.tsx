import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '@common/agents';
import type { Workflow } from '@common/workflows';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { useWorkflow } from './api/get-workflow';
import { useSaveWorkflow } from './api/save-workflow';
import { BuilderHeader } from './builder-header';
import { BuilderActionsContext } from './canvas/builder-actions';
import { ComponentsSidebar } from './canvas/components-sidebar';
import { WorkflowCanvas } from './canvas/workflow-canvas';
import { NodeConfigDialog } from './config/node-config-dialog';
import type { AddableNodeType } from './graph/builder-graph';
import { toBuilderGraph, toSaveBody } from './graph/flow-conversion';
import { createNode, createNodeId } from './graph/graph-edits';
import { nodeIndexOfError } from './graph/save-error';
import { useBuilderShortcuts } from './use-builder-shortcuts';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';
import { useWorkflowGraph } from './use-workflow-graph';
import { WorkflowToolbar } from './workflow-toolbar';

/** Where a node added with its Add button lands, from the canvas centre (cards are 240 px wide). */
const CARD_OFFSET = { x: 120, y: 40 };
const STACK_STEP = 28;

interface WorkflowEditorProps {
  agent: Agent;
  workflow: Workflow;
}

/** The builder: header and toolbar, the components sidebar, the canvas and the node dialogs. */
export function WorkflowEditor(props: WorkflowEditorProps) {
  return (
    <ReactFlowProvider>
      <EditorBody {...props} />
    </ReactFlowProvider>
  );
}

function EditorBody({ agent, workflow }: WorkflowEditorProps) {
  const { t } = useTranslation('workflowBuilder');
  const editor = useWorkflowGraph(() => toBuilderGraph(workflow, agent.name));
  const { screenToFlowPosition } = useReactFlow();
  const [openNodeId, setOpenNodeId] = useState<string | null>(null);
  const save = useSaveWorkflow(agent.id);
  const webhookUrl = useWorkflow(agent.id).data?.webhookUrl ?? null;
  const canvas = useRef<HTMLDivElement>(null);
  const openNode = editor.graph.nodes.find((n) => n.id === openNodeId && n.type !== 'agent');

  useBuilderShortcuts({ enabled: !openNode, onDelete: editor.removeSelection, onUndo: editor.undo });
  useUnsavedChangesWarning(editor.dirty);

  const addAt = (type: AddableNodeType, screen: { x: number; y: number }) => {
    const id = createNodeId(
      type,
      editor.graph.nodes.map((n) => n.id),
    );
    editor.addNode(createNode(type, screenToFlowPosition(screen), id));
  };

  // keyboard users: the node lands in the middle of the canvas, a little lower for each one already there
  const addInCentre = (type: AddableNodeType) => {
    const box = canvas.current?.getBoundingClientRect();
    if (!box) return;
    const step = ((editor.graph.nodes.length - 1) % 6) * STACK_STEP;
    addAt(type, { x: box.left + box.width / 2 - CARD_OFFSET.x + step, y: box.top + box.height / 2 - CARD_OFFSET.y + step });
  };

  const saveWorkflow = () => {
    const body = toSaveBody(editor.graph, agent.name);
    save.mutate(body, {
      onSuccess: () => {
        editor.markSaved();
        toast({ title: t('toasts.saved'), description: t('toasts.savedBody') });
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.serverMessage : t('toasts.saveFailed');
        toast({ variant: 'destructive', title: t('toasts.error'), description: message || t('toasts.saveFailed') });
        const index = nodeIndexOfError(message);
        if (index !== null && body.nodes[index]) editor.selectNode(body.nodes[index].id);
      },
    });
  };

  return (
    <BuilderActionsContext.Provider value={{ openConfig: setOpenNodeId, removeNode: editor.removeNode }}>
      <div className="flex min-h-[36rem] flex-col overflow-hidden rounded-lg border bg-card md:h-[calc(100svh-8rem)]" data-testid="workflow-builder">
        <BuilderHeader agent={agent}>
          <WorkflowToolbar agentId={agent.id} canUndo={editor.canUndo} dirty={editor.dirty} saving={save.isPending} onUndo={editor.undo} onSave={saveWorkflow} />
        </BuilderHeader>
        <div className="flex min-h-0 flex-1 flex-col md:flex-row">
          <ComponentsSidebar onAdd={addInCentre} />
          <WorkflowCanvas ref={canvas} editor={editor} onOpenNode={setOpenNodeId} onDropNode={addAt} />
        </div>
      </div>
      {openNode && (
        <NodeConfigDialog
          key={openNode.id}
          node={openNode}
          webhookUrl={webhookUrl}
          onSave={(config) => editor.updateConfig(openNode.id, config)}
          onClose={() => setOpenNodeId(null)}
        />
      )}
    </BuilderActionsContext.Provider>
  );
}
