import '@xyflow/react/dist/style.css';
import './workflow-canvas.css';
import { Background, BackgroundVariant, Controls, MarkerType, Panel, ReactFlow, type Connection, type Edge } from '@xyflow/react';
import { MousePointerClick } from 'lucide-react';
import type { DragEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../../components/use-theme';
import { isAddableNodeType, type AddableNodeType, type BuilderNode } from '../graph/builder-graph';
import { wouldCreateCycle } from '../graph/graph-edits';
import type { WorkflowGraphEditor } from '../use-workflow-graph';
import { NODE_DRAG_MIME } from './components-sidebar';
import { NODE_COMPONENTS } from './node-types';
import { useCanvasAriaLabels } from './use-canvas-aria-labels';

const EDGE_OPTIONS = { markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18 } } as const;
const FIT_VIEW = { maxZoom: 1, padding: 0.3 };

interface WorkflowCanvasProps {
  editor: WorkflowGraphEditor;
  onOpenNode: (nodeId: string) => void;
  onDropNode: (type: AddableNodeType, screen: { x: number; y: number }) => void;
  ref?: Ref<HTMLDivElement>;
}

/** The graph: dotted background, zoom controls, drop target for the sidebar's components. */
export function WorkflowCanvas({ editor, onOpenNode, onDropNode, ref }: WorkflowCanvasProps) {
  const { t } = useTranslation('workflowBuilder');
  const { isDark } = useTheme();
  const ariaLabelConfig = useCanvasAriaLabels();
  const { graph } = editor;

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes(NODE_DRAG_MIME)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const onDrop = (event: DragEvent) => {
    const type = event.dataTransfer.getData(NODE_DRAG_MIME);
    if (!isAddableNodeType(type)) return;
    event.preventDefault();
    onDropNode(type, { x: event.clientX, y: event.clientY });
  };
  const isValidConnection = (c: Connection | Edge) => !wouldCreateCycle(graph.edges, c.source, c.target);

  return (
    <div ref={ref} className="workflow-canvas relative h-[65svh] min-w-0 flex-none md:h-auto md:min-h-80 md:flex-1" data-testid="workflow-canvas" aria-label={t('canvas.label')} role="region">
      <ReactFlow<BuilderNode>
        nodes={graph.nodes}
        edges={graph.edges}
        nodeTypes={NODE_COMPONENTS}
        onNodesChange={editor.onNodesChange}
        onEdgesChange={editor.onEdgesChange}
        onConnect={(c) => editor.connect(c.source, c.target, c.sourceHandle)}
        isValidConnection={isValidConnection}
        onNodeClick={(_, node) => node.type !== 'agent' && onOpenNode(node.id)}
        onNodeDragStart={editor.markDragStart}
        onDragOver={onDragOver}
        onDrop={onDrop}
        // deletion goes through the editor (one undo step, the agent node kept): see useBuilderShortcuts
        deleteKeyCode={null}
        defaultEdgeOptions={EDGE_OPTIONS}
        defaultMarkerColor="var(--muted-foreground)"
        fitView
        fitViewOptions={FIT_VIEW}
        minZoom={0.3}
        maxZoom={2}
        colorMode={isDark ? 'dark' : 'light'}
        ariaLabelConfig={ariaLabelConfig}
      >
        <Background variant={BackgroundVariant.Dots} gap={18} size={1.5} />
        <Controls showInteractive={false} position="bottom-left" />
        {graph.nodes.length === 1 && (
          <Panel position="top-center" className="pointer-events-none" data-testid="workflow-canvas-hint">
            <p className="mt-6 flex items-center gap-2 rounded-full border bg-card/90 px-4 py-2 text-sm text-muted-foreground shadow-sm">
              <MousePointerClick className="size-4" aria-hidden="true" />
              {t('canvas.hint')}
            </p>
          </Panel>
        )}
      </ReactFlow>
    </div>
  );
}
