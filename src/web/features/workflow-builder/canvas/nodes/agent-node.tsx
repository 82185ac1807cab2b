import type { Node, NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import type { BuilderNodeData } from '../../graph/builder-graph';
import { NodeFrame } from './node-frame';

/** The agent itself ('agent-1'): always there, no configuration, cannot be deleted. */
export function AgentNode({ id, data, selected }: NodeProps<Node<BuilderNodeData, 'agent'>>) {
  const { t } = useTranslation('workflowBuilder');
  return <NodeFrame id={id} type="agent" title={data.label || t('nodes.agent.name')} subtitle={t('nodes.agent.name')} selected={selected} editable={false} />;
}
