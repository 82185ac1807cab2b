import type { Node, NodeProps } from '@xyflow/react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EMAIL_CARD_FALLBACK } from '@common/workflows';
import type { BuilderNodeData } from '../../graph/builder-graph';
import { readEmailConfig } from '../../graph/node-configs';
import { NodeDetail, NodeFrame } from './node-frame';

/** The recipient (else {{user.email}}) and the subject (else 'New notification'). */
export function EmailNode({ id, data, selected }: NodeProps<Node<BuilderNodeData, 'email'>>) {
  const { t } = useTranslation('workflowBuilder');
  const config = readEmailConfig(data.config);
  return (
    <NodeFrame id={id} type="email" title={t('nodes.email.name')} subtitle={t(`email.templates.${config.template}`)} selected={selected}>
      <NodeDetail label={t('card.to')} value={config.to || EMAIL_CARD_FALLBACK.to} />
      <NodeDetail label={t('card.subject')} value={config.subject || EMAIL_CARD_FALLBACK.subject} />
      {config.useAIGeneration && (
        <p className="flex items-center gap-1 text-primary">
          <Sparkles className="size-3" aria-hidden="true" />
          {t('card.aiWritten')}
        </p>
      )}
    </NodeFrame>
  );
}
