import { Crown, Info, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { ChannelSettings, MessagingChannel } from '@common/chat';
import { ChannelConfigDialog } from './channel-config-dialog';
import { GenerateCodeButton } from './generate-code-button';

interface MessagingChannelPanelProps {
  agentId: string;
  channel: MessagingChannel;
  settings: ChannelSettings;
}

/** SMS and WhatsApp: the stored number, the masked provider key and the webhook address. */
export function MessagingChannelPanel({ agentId, channel, settings }: MessagingChannelPanelProps) {
  const { t } = useTranslation('deployments');
  const [open, setOpen] = useState(false);
  const notSet = <span className="text-muted-foreground">{t('messaging.notSet')}</span>;

  return (
    <Card data-testid={`channel-panel-${channel}`}>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <CardTitle className="flex items-center gap-2">
            {t(`channels.${channel}.name`)}
            <Badge variant="outline" className="gap-1 font-medium">
              <Crown className="size-3 text-primary" aria-hidden="true" />
              {t('messaging.premiumBadge')}
            </Badge>
          </CardTitle>
          <CardDescription>{t('messaging.description', { channel: t(`channels.${channel}.name`) })}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <GenerateCodeButton agentId={agentId} type="webhook" label={t('messaging.webhookSetup')} variant="outline" />
          <Button onClick={() => setOpen(true)} data-testid="channel-configure">
            <Settings2 />
            {t('messaging.configure')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-4 sm:grid-cols-[1fr_1fr_2fr]">
          <div className="flex flex-col gap-1">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('messaging.phoneNumber')}</dt>
            <dd className="font-mono text-sm" data-testid="channel-phone">
              {settings.phoneNumber || notSet}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('messaging.apiKey')}</dt>
            <dd className="font-mono text-sm" data-testid="channel-key-hint">
              {settings.apiKeyHint || notSet}
            </dd>
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('messaging.webhookUrl')}</dt>
            <dd className="break-all font-mono text-sm">{settings.webhookUrl}</dd>
          </div>
        </dl>
        <p className="flex items-start gap-2 rounded-md bg-muted/60 px-3 py-2 text-sm text-muted-foreground" data-testid="channel-inbound-note">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('messaging.inboundNote')}
        </p>
      </CardContent>
      {open && <ChannelConfigDialog agentId={agentId} channel={channel} settings={settings} onClose={() => setOpen(false)} />}
    </Card>
  );
}
