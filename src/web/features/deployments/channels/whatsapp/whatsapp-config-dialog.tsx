import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/ui/use-toast';
import { saveWhatsappBody, type WhatsappChannelView } from '@common/channels';
import { useSaveChannel } from '../../api/save-channel';
import { ChannelDialogFrame } from '../channel-dialog-frame';
import { ChannelField } from '../channel-field';
import { WebhookSetup } from '../webhook-setup';

type Field = 'phoneNumberId' | 'accessToken' | 'appSecret' | 'verifyToken';
type Secret = Exclude<Field, 'phoneNumberId'>;

interface WhatsappConfigDialogProps {
  agentId: string;
  view: WhatsappChannelView;
  onClose: () => void;
}

/** WhatsApp Cloud API: the phone number ID and three secrets, each kept when left empty. Mounted only while open. */
export function WhatsappConfigDialog({ agentId, view, onClose }: WhatsappConfigDialogProps) {
  const { t } = useTranslation('deployments');
  const id = useId();
  const form = useForm({
    resolver: zodResolver(saveWhatsappBody),
    defaultValues: { phoneNumberId: view.phoneNumberId ?? '', accessToken: '', appSecret: '', verifyToken: '' },
  });
  const { errors } = form.formState;
  const save = useSaveChannel(agentId, 'whatsapp', {
    onSuccess: () => {
      toast({ title: t('messaging.saved'), description: t('messaging.savedDescription', { channel: t('channels.whatsapp.name') }) });
      onClose();
    },
  });
  const stored: Record<Secret, boolean> = {
    accessToken: view.accessTokenHint !== null,
    appSecret: view.appSecretSet,
    verifyToken: view.verifyTokenSet,
  };
  const message = (field: Field, error: FieldError | undefined) =>
    error && (error.type === 'required' ? t('messaging.secretRequired') : t(`whatsapp.errors.${field}`));
  const secretProps = (field: Secret, placeholder: string) => ({
    type: 'password',
    autoComplete: 'new-password',
    stored: stored[field],
    placeholder: !stored[field]
      ? placeholder
      : field === 'accessToken' && view.accessTokenHint
        ? t('messaging.secretKeep', { hint: view.accessTokenHint })
        : t('messaging.secretKeepNoHint'),
    error: message(field, errors[field]),
    ...form.register(field),
  });

  return (
    <ChannelDialogFrame channel="whatsapp" formId={`${id}-form`} pending={save.isPending} error={save.error} onClose={onClose}>
      <form
        id={`${id}-form`}
        className="flex flex-col gap-4"
        noValidate
        onSubmit={form.handleSubmit((body) => {
          // the server refuses them too; asking here keeps the answer next to the field
          const missing = (['accessToken', 'appSecret', 'verifyToken'] as const).filter((field) => !stored[field] && !body[field]);
          missing.forEach((field) => form.setError(field, { type: 'required' }));
          if (missing.length === 0) save.mutate(body);
        })}
      >
        <ChannelField
          id={`${id}-number-id`}
          label={t('whatsapp.phoneNumberId')}
          inputMode="numeric"
          placeholder="123456789012345"
          autoComplete="off"
          hint={t('whatsapp.phoneNumberIdHint')}
          error={message('phoneNumberId', errors.phoneNumberId)}
          data-testid="whatsapp-phone-number-id-input"
          {...form.register('phoneNumberId')}
        />
        <ChannelField
          id={`${id}-access-token`}
          label={t('whatsapp.accessToken')}
          data-testid="whatsapp-access-token-input"
          {...secretProps('accessToken', t('whatsapp.accessTokenPlaceholder'))}
        />
        <ChannelField
          id={`${id}-app-secret`}
          label={t('whatsapp.appSecret')}
          data-testid="whatsapp-app-secret-input"
          {...secretProps('appSecret', t('whatsapp.appSecretPlaceholder'))}
        />
        <ChannelField
          id={`${id}-verify-token`}
          label={t('whatsapp.verifyToken')}
          hint={t('whatsapp.verifyTokenHint')}
          data-testid="whatsapp-verify-token-input"
          {...secretProps('verifyToken', t('whatsapp.verifyTokenPlaceholder'))}
        />
        <WebhookSetup url={view.webhookUrl} instructions={t('whatsapp.instructions')} />
      </form>
    </ChannelDialogFrame>
  );
}
