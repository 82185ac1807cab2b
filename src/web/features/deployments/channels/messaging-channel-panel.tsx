import { AlertTriangle, Crown, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { ChannelsView, MessagingChannel } from '@common/channels';
import { useFormatDate } from '../use-format-date';
import type { ChannelState } from './channel-state';
import { ChannelStatusBadge } from './channel-status-badge';
import { DisconnectChannelButton } from './disconnect-channel-button';
import { MESSAGING_CHANNEL_UI } from './messaging-channels';
import type { WebMessagingChannel } from './messaging-channel';
import { StateHint } from './state-hint';
import { TestMessageButton } from './test-message-button';

interface MessagingChannelPanelProps<K extends MessagingChannel> {
  agentId: string;
  channel: K;
  view: ChannelsView[K];
  state: ChannelState;
}

/** A messaging channel: the real state (connected, failing, not configured), the stored settings and the webhook address. */
export function MessagingChannelPanel<K extends MessagingChannel>({ agentId, channel, view, state }: MessagingChannelPanelProps<K>) {
  const ui = MESSAGING_CHANNEL_UI[channel] as WebMessagingChannel<K>;
  const { t } = useTranslation('deployments');
  const formatDate = useFormatDate();
  const [open, setOpen] = useState(false);
  const settings = ui.settings(view, t);
  const name = t(`channels.${channel}.name`);
  const anythingStored = settings.some((setting) => setting.value !== null);
  const { lastMessageAt, lastError, lastErrorAt } = view.status;
  const notSet = <span className="font-sans text-muted-foreground">{t('messaging.notSet')}</span>;

  return (
    <Card data-testid={`channel-panel-${channel}`}>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <CardTitle className="flex flex-wrap items-center gap-2">
            {name}
            <Badge variant="outline" className="gap-1 font-medium">
              <Crown className="size-3 text-primary" aria-hidden="true" />
              {t('messaging.premiumBadge')}
            </Badge>
            <ChannelStatusBadge state={state} />
          </CardTitle>
          <CardDescription>{t(`${channel}.description`)}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {ui.testMessage && view.configured && <TestMessageButton agentId={agentId} channel={channel} recipient={ui.testMessage} />}
          {anythingStored && <DisconnectChannelButton agentId={agentId} channel={channel} />}
          <Button onClick={() => setOpen(true)} data-testid="channel-configure">
            <Settings2 />
            {t('messaging.configure')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {state === 'notConfigured' && <StateHint testId="channel-state-hint">{t(`${channel}.notConfiguredHint`)}</StateHint>}
        {state === 'error' && (
          <div role="status" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm" data-testid="channel-last-error">
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            <div className="flex min-w-0 flex-col gap-0.5">
              <span className="font-medium text-destructive">
                {lastErrorAt ? t('messaging.lastErrorAt', { date: formatDate(lastErrorAt) }) : t('messaging.lastError')}
              </span>
              <span className="break-words">{lastError}</span>
            </div>
          </div>
        )}
        <dl className={cn('grid gap-4 sm:grid-cols-2', settings.length < 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-5')}>
          {settings.map((setting) => (
            <div key={setting.id} className="flex min-w-0 flex-col gap-1">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{setting.label}</dt>
              <dd className={setting.mono ? 'break-all font-mono text-sm' : 'text-sm'} data-testid={`channel-${setting.id}`}>
                {setting.value ?? notSet}
              </dd>
            </div>
          ))}
          <div className="flex min-w-0 flex-col gap-1">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('messaging.lastMessage')}</dt>
            <dd className="text-sm" data-testid="channel-last-message">
              {lastMessageAt ? formatDate(lastMessageAt) : <span className="text-muted-foreground">{t('messaging.noMessages')}</span>}
            </dd>
          </div>
          {view.webhookUrl !== null && (
            <div className="col-span-full flex min-w-0 flex-col gap-1">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('messaging.webhookUrl')}</dt>
              <dd className="break-all font-mono text-sm" data-testid="channel-webhook">
                {view.webhookUrl}
              </dd>
            </div>
          )}
        </dl>
      </CardContent>
      {open && <ui.ConfigDialog agentId={agentId} view={view} onClose={() => setOpen(false)} />}
    </Card>
  );
}
