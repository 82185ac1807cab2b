import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../../components/ui/label';
import { Switch } from '../../../../components/ui/switch';
import { toast } from '../../../../components/ui/use-toast';
import { saveTelegramBody, type TelegramChannelView } from '@common/channels';
import { useSaveChannel } from '../../api/save-channel';
import { ChannelDialogFrame } from '../channel-dialog-frame';
import { ChannelField } from '../channel-field';
import { WebhookSetup } from '../webhook-setup';

interface TelegramConfigDialogProps {
  agentId: string;
  view: TelegramChannelView;
  onClose: () => void;
}

/** A Telegram bot: its token (kept when left empty) and whether groups are answered. The server registers the webhook on save. */
export function TelegramConfigDialog({ agentId, view, onClose }: TelegramConfigDialogProps) {
  const { t } = useTranslation('deployments');
  const id = useId();
  const form = useForm({
    resolver: zodResolver(saveTelegramBody),
    defaultValues: { botToken: '', allowGroups: view.allowGroups },
  });
  const { errors } = form.formState;
  const save = useSaveChannel(agentId, 'telegram', {
    onSuccess: () => {
      toast({ title: t('messaging.saved'), description: t('messaging.savedDescription', { channel: t('channels.telegram.name') }) });
      onClose();
    },
  });
  const tokenStored = view.botTokenHint !== null;
  const tokenError = errors.botToken && (errors.botToken.type === 'required' ? t('messaging.secretRequired') : t('telegram.errors.botToken'));

  return (
    <ChannelDialogFrame channel="telegram" formId={`${id}-form`} pending={save.isPending} error={save.error} onClose={onClose}>
      <form
        id={`${id}-form`}
        className="flex flex-col gap-4"
        noValidate
        onSubmit={form.handleSubmit((body) => {
          // the server refuses it too; asking here keeps the answer next to the field
          if (!tokenStored && !body.botToken) return form.setError('botToken', { type: 'required' });
          save.mutate(body);
        })}
      >
        <ChannelField
          id={`${id}-token`}
          label={t('telegram.botToken')}
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          placeholder={tokenStored ? t('messaging.secretKeep', { hint: view.botTokenHint }) : '123456789:AAE…'}
          stored={tokenStored}
          hint={t('telegram.botTokenHint')}
          error={tokenError}
          data-testid="telegram-bot-token-input"
          {...form.register('botToken')}
        />
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-groups`}>{t('telegram.allowGroups')}</Label>
            <p id={`${id}-groups-hint`} className="text-xs text-muted-foreground">
              {t('telegram.allowGroupsHint')}
            </p>
          </div>
          <Controller
            control={form.control}
            name="allowGroups"
            render={({ field }) => (
              <Switch
                id={`${id}-groups`}
                aria-describedby={`${id}-groups-hint`}
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
                data-testid="telegram-allow-groups"
              />
            )}
          />
        </div>
        <WebhookSetup url={view.webhookUrl} instructions={t('telegram.instructions')} />
      </form>
    </ChannelDialogFrame>
  );
}
