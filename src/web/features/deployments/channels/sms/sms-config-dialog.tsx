import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/ui/use-toast';
import { saveSmsBody, type SmsChannelView } from '@common/channels';
import { useSaveChannel } from '../../api/save-channel';
import { ChannelDialogFrame } from '../channel-dialog-frame';
import { ChannelField } from '../channel-field';
import { WebhookSetup } from '../webhook-setup';

interface SmsConfigDialogProps {
  agentId: string;
  view: SmsChannelView;
  onClose: () => void;
}

/** Twilio: Account SID, auth token (kept when left empty) and the number. Mounted only while open. */
export function SmsConfigDialog({ agentId, view, onClose }: SmsConfigDialogProps) {
  const { t } = useTranslation('deployments');
  const id = useId();
  const form = useForm({
    resolver: zodResolver(saveSmsBody),
    defaultValues: { accountSid: view.accountSid ?? '', authToken: '', phoneNumber: view.phoneNumber ?? '' },
  });
  const { errors } = form.formState;
  const save = useSaveChannel(agentId, 'sms', {
    onSuccess: () => {
      toast({ title: t('messaging.saved'), description: t('messaging.savedDescription', { channel: t('channels.sms.name') }) });
      onClose();
    },
  });
  const tokenStored = view.authTokenHint !== null;
  const message = (field: 'accountSid' | 'authToken' | 'phoneNumber', error: FieldError | undefined) =>
    error && (error.type === 'required' ? t('messaging.secretRequired') : t(`sms.errors.${field}`));

  return (
    <ChannelDialogFrame channel="sms" formId={`${id}-form`} pending={save.isPending} error={save.error} onClose={onClose}>
      <form
        id={`${id}-form`}
        className="flex flex-col gap-4"
        noValidate
        onSubmit={form.handleSubmit((body) => {
          // the server refuses it too; asking here keeps the answer next to the field
          if (!tokenStored && !body.authToken) return form.setError('authToken', { type: 'required' });
          save.mutate(body);
        })}
      >
        <ChannelField
          id={`${id}-sid`}
          label={t('sms.accountSid')}
          placeholder="AC…"
          autoComplete="off"
          spellCheck={false}
          error={message('accountSid', errors.accountSid)}
          data-testid="sms-account-sid-input"
          {...form.register('accountSid')}
        />
        <ChannelField
          id={`${id}-token`}
          label={t('sms.authToken')}
          type="password"
          autoComplete="new-password"
          placeholder={tokenStored ? t('messaging.secretKeep', { hint: view.authTokenHint }) : t('sms.authTokenPlaceholder')}
          stored={tokenStored}
          error={message('authToken', errors.authToken)}
          data-testid="sms-auth-token-input"
          {...form.register('authToken')}
        />
        <ChannelField
          id={`${id}-phone`}
          label={t('sms.phoneNumber')}
          type="tel"
          placeholder="+15551234567"
          autoComplete="off"
          hint={t('sms.phoneHint')}
          error={message('phoneNumber', errors.phoneNumber)}
          data-testid="sms-phone-input"
          {...form.register('phoneNumber')}
        />
        <WebhookSetup url={view.webhookUrl} instructions={t('sms.instructions')} />
      </form>
    </ChannelDialogFrame>
  );
}
