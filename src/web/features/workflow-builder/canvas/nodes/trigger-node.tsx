import type { Node, NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import type { TriggerNodeConfig } from '@common/workflows';
import type { BuilderNodeData } from '../../graph/builder-graph';
import { readTriggerConfig } from '../../graph/node-configs';
import { NodeDetail, NodeFrame } from './node-frame';

/** The setting that matters for the type, if it has one. */
function useTriggerDetail(config: TriggerNodeConfig): { label: string; value: string } | null {
  const { t } = useTranslation('workflowBuilder');
  if (config.type === 'user_mentions') return { label: t('card.keywords'), value: config.keywords || t('card.none') };
  if (config.type === 'time_delay') return { label: t('card.delay'), value: t('card.minutes', { count: config.delay }) };
  if (config.type === 'scheduled') return { label: t('card.schedule'), value: config.cron ? `${config.cron} (${config.timeZone})` : t('card.none') };
  return null;
}

/** The trigger type and how many conditions it has. */
export function TriggerNode({ id, data, selected }: NodeProps<Node<BuilderNodeData, 'trigger'>>) {
  const { t } = useTranslation('workflowBuilder');
  const config = readTriggerConfig(data.config);
  const detail = useTriggerDetail(config);
  return (
    <NodeFrame id={id} type="trigger" title={t('nodes.trigger.name')} subtitle={t(`triggerTypes.${config.type}.name`)} selected={selected} hasTarget={false}>
      {detail && <NodeDetail label={detail.label} value={detail.value} />}
      <p className="text-muted-foreground" data-testid={`trigger-conditions-${id}`}>
        {t('card.conditions', { count: config.conditions.length })}
      </p>
    </NodeFrame>
  );
}
