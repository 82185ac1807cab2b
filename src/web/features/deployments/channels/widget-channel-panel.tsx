import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentListItem } from '@common/agents';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { ChannelState } from './channel-state';
import { GenerateCodeButton } from './generate-code-button';
import { StateHint } from './state-hint';

interface WidgetChannelPanelProps {
  agent: AgentListItem;
  state: ChannelState;
  /** the widget designer list (helper "widgets"), passed in by the page's caller */
  children: ReactNode;
}

export function WidgetChannelPanel({ agent, state, children }: WidgetChannelPanelProps) {
  const { t } = useTranslation('deployments');
  return (
    <div className="flex flex-col gap-6" data-testid="channel-panel-webWidget">
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <CardTitle>{t('widget.title')}</CardTitle>
            <CardDescription>{t('widget.description', { name: agent.name })}</CardDescription>
          </div>
          <GenerateCodeButton agentId={agent.id} type="widget" label={t('widget.getCode')} />
        </CardHeader>
        {state !== 'live' && (
          <CardContent>
            <StateHint testId="widget-state-hint">{state === 'hidden' ? t('widget.hiddenHint') : t('widget.notPublishedHint')}</StateHint>
          </CardContent>
        )}
      </Card>
      {children}
    </div>
  );
}
