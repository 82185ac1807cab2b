import { Info, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Button } from '../../../components/ui/button';
import { CodeBlock } from '../../../components/ui/code-block';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import type { ChannelSettings, MessagingChannel } from '../api/channel-types';
import { useSaveChannel } from '../api/save-channel';

interface ChannelConfigDialogProps {
  agentId: string;
  channel: MessagingChannel;
  settings: ChannelSettings;
  onClose: () => void;
}

/** Mounted only while open, so the form starts from the stored settings every time. */
export function ChannelConfigDialog({ agentId, channel, settings, onClose }: ChannelConfigDialogProps) {
  const { t } = useTranslation('deployments');
  const id = useId();
  const name = t(`channels.${channel}.name`);
  const [phoneNumber, setPhoneNumber] = useState(settings.phoneNumber ?? '');
  const [apiKey, setApiKey] = useState('');
  const [missingPhone, setMissingPhone] = useState(false);
  const save = useSaveChannel(agentId, channel, {
    onSuccess: () => {
      toast({ title: t('messaging.saved'), description: t('messaging.savedDescription', { channel: name }) });
      onClose();
    },
  });

  const submit = () => {
    const phone = phoneNumber.trim();
    if (!phone) {
      setMissingPhone(true);
      return;
    }
    // an empty key keeps the stored one (server rule)
    save.mutate({ phoneNumber: phone, apiKey: apiKey.trim() });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent data-testid="channel-config-dialog" data-channel={channel}>
        <DialogHeader>
          <DialogTitle>{t('messaging.dialogTitle', { channel: name })}</DialogTitle>
          <DialogDescription>{t('messaging.dialogDescription', { channel: name })}</DialogDescription>
        </DialogHeader>
        <form
          id={`${id}-form`}
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-phone`}>{t('messaging.phoneNumber')}</Label>
            <Input
              id={`${id}-phone`}
              type="tel"
              value={phoneNumber}
              onChange={(event) => {
                setPhoneNumber(event.target.value);
                setMissingPhone(false);
              }}
              placeholder="+1 555 010 0000"
              autoComplete="off"
              aria-invalid={missingPhone}
              aria-describedby={missingPhone ? `${id}-phone-error` : undefined}
              data-testid="channel-phone-input"
            />
            {missingPhone && (
              <p id={`${id}-phone-error`} className="text-sm text-destructive">
                {t('messaging.phoneRequired')}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-key`}>{t('messaging.apiKey')}</Label>
            <Input
              id={`${id}-key`}
              type="password"
              value={apiKey}
              onChange={(event) => setApiKey(event.target.value)}
              placeholder={settings.apiKeyHint ? t('messaging.keyKeep', { hint: settings.apiKeyHint }) : t('messaging.keyPlaceholder')}
              autoComplete="new-password"
              data-testid="channel-key-input"
            />
          </div>
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium leading-none">{t('messaging.webhookUrl')}</span>
            <CodeBlock code={settings.webhookUrl} copyLabel={t('messaging.copyWebhook')} copiedLabel={t('code.copied')} data-testid="channel-webhook-url" />
            <p className="flex items-start gap-2 text-xs text-muted-foreground">
              <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              {t('messaging.inboundNote')}
            </p>
          </div>
          {save.isError && <InlineError error={save.error} />}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={save.isPending} data-testid="channel-save">
            {save.isPending && <Loader2 className="animate-spin" />}
            {save.isPending ? t('actions.saving') : t('actions.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
