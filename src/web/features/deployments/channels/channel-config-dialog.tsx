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
import { ApiError } from '../../../lib/api';
import { ERROR_CODES } from '@common/error-codes';
import { saveChannelBody, type ChannelSettings, type MessagingChannel } from '@common/chat';
import { useSaveChannel } from '../api/save-channel';
import { PremiumChannelNote } from './premium-channel-note';

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
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const save = useSaveChannel(agentId, channel, {
    onSuccess: () => {
      toast({ title: t('messaging.saved'), description: t('messaging.savedDescription', { channel: name }) });
      onClose();
    },
  });

  // the server's own schema: an empty key keeps the stored one
  const submit = () => {
    const parsed = saveChannelBody.safeParse({ phoneNumber, apiKey });
    // an empty number only makes sense to clear a stored one
    if (!phoneNumber.trim() && !settings.phoneNumber) {
      setPhoneError(t('messaging.phoneInvalid'));
      return;
    }
    if (!parsed.success) {
      const onPhone = parsed.error.issues.some((issue) => issue.path[0] === 'phoneNumber');
      setPhoneError(onPhone ? t('messaging.phoneInvalid') : t('messaging.keyInvalid'));
      return;
    }
    save.mutate(parsed.data);
  };
  const premiumRequired = save.error instanceof ApiError && save.error.code === ERROR_CODES.premiumRequired;

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
                setPhoneError(null);
              }}
              placeholder="+1 555 010 0000"
              autoComplete="off"
              aria-invalid={phoneError !== null}
              aria-describedby={phoneError ? `${id}-phone-error` : undefined}
              data-testid="channel-phone-input"
            />
            {phoneError && (
              <p id={`${id}-phone-error`} className="text-sm text-destructive">
                {phoneError}
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
          {premiumRequired ? <PremiumChannelNote /> : save.isError && <InlineError error={save.error} />}
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
