import type { Node, NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import type { BuilderNodeData } from '../../graph/builder-graph';
import { readWebhookConfig } from '../../graph/node-configs';
import { NodeFrame } from './node-frame';

/** The method and the URL the node calls. */
export function WebhookNode({ id, data, selected }: NodeProps<Node<BuilderNodeData, 'webhook'>>) {
  const { t } = useTranslation('workflowBuilder');
  const config = readWebhookConfig(data.config);
  return (
    <NodeFrame id={id} type="webhook" title={t('nodes.webhook.name')} subtitle={t('card.httpRequest')} selected={selected}>
      <p className="flex min-w-0 items-center gap-1.5" title={config.url}>
        <span className="shrink-0 rounded bg-muted px-1.5 py-0.5 font-mono text-[0.65rem] font-semibold">{config.method}</span>
        <span className={config.url ? 'truncate font-mono' : 'truncate italic text-muted-foreground'}>{config.url || t('card.noUrl')}</span>
      </p>
    </NodeFrame>
  );
}
