import type { Node, NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_BRANCHES } from '@common/workflows';
import type { BuilderNodeData } from '../../graph/builder-graph';
import { readApprovalConfig } from '../../graph/node-configs';
import { NodeDetail, NodeFrame } from './node-frame';

/** Wait for approval: its title, the timeout, and one output per branch (approved, rejected, timed out). */
export function ApprovalNode({ id, data, selected }: NodeProps<Node<BuilderNodeData, 'approval'>>) {
  const { t } = useTranslation('workflowBuilder');
  const config = readApprovalConfig(data.config);
  return (
    <NodeFrame
      id={id}
      type="approval"
      title={t('nodes.approval.name')}
      subtitle={t('card.waitsForPerson')}
      selected={selected}
      sources={APPROVAL_BRANCHES.map((branch) => ({ id: branch, label: t(`approval.branches.${branch}`) }))}
    >
      <NodeDetail label={t('approval.titleLabel')} value={config.title} />
      <NodeDetail label={t('approval.timeoutLabel')} value={t('approval.minutes', { count: config.timeoutMinutes })} />
    </NodeFrame>
  );
}
