import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/ui/use-toast';
import { saveSlackBody, type SlackChannelView } from '@common/channels';
import { useSaveChannel } from '../../api/save-channel';
import { ChannelDialogFrame } from '../channel-dialog-frame';
import { ChannelField } from '../channel-field';
import { WebhookSetup } from '../webhook-setup';

type Field = 'appId' | 'botToken' | 'signingSecret';
type Secret = Exclude<Field, 'appId'>;

interface SlackConfigDialogProps {
  agentId: string;
  view: SlackChannelView;
  onClose: () => void;
}

/** A Slack app: its App ID and two secrets, each kept when left empty. Mounted only while open. */
export function SlackConfigDialog({ agentId, view, onClose }: SlackConfigDialogProps) {
  const { t } = useTranslation('deployments');
  const id = useId();
  const form = useForm({
    resolver: zodResolver(saveSlackBody),
    defaultValues: { appId: view.appId ?? '', botToken: '', signingSecret: '' },
  });
  const { errors } = form.formState;
  const save = useSaveChannel(agentId, 'slack', {
    onSuccess: () => {
      toast({ title: t('messaging.saved'), description: t('messaging.savedDescription', { channel: t('channels.slack.name') }) });
      onClose();
    },
  });
  const stored: Record<Secret, boolean> = { botToken: view.botTokenHint !== null, signingSecret: view.signingSecretSet };
  const message = (field: Field, error: FieldError | undefined) => error && (error.type === 'required' ? t('messaging.secretRequired') : t(`slack.errors.${field}`));
  const secretProps = (field: Secret, placeholder: string) => ({
    type: 'password',
    autoComplete: 'new-password',
    stored: stored[field],
    placeholder: !stored[field]
      ? placeholder
      : field === 'botToken' && view.botTokenHint
        ? t('messaging.secretKeep', { hint: view.botTokenHint })
        : t('messaging.secretKeepNoHint'),
    error: message(field, errors[field]),
    ...form.register(field),
  });

  return (
    <ChannelDialogFrame channel="slack" formId={`${id}-form`} pending={save.isPending} error={save.error} onClose={onClose}>
      <form
        id={`${id}-form`}
        className="flex flex-col gap-4"
        noValidate
        onSubmit={form.handleSubmit((body) => {
          // the server refuses them too; asking here keeps the answer next to the field
          const missing = (['botToken', 'signingSecret'] as const).filter((field) => !stored[field] && !body[field]);
          missing.forEach((field) => form.setError(field, { type: 'required' }));
          if (missing.length === 0) save.mutate(body);
        })}
      >
        <ChannelField
          id={`${id}-app-id`}
          label={t('slack.appId')}
          placeholder="A0123456789"
          autoComplete="off"
          hint={t('slack.appIdHint')}
          error={message('appId', errors.appId)}
          data-testid="slack-app-id-input"
          {...form.register('appId')}
        />
        <ChannelField id={`${id}-bot-token`} label={t('slack.botToken')} hint={t('slack.botTokenHint')} data-testid="slack-bot-token-input" {...secretProps('botToken', t('slack.botTokenPlaceholder'))} />
        <ChannelField
          id={`${id}-signing-secret`}
          label={t('slack.signingSecret')}
          data-testid="slack-signing-secret-input"
          {...secretProps('signingSecret', t('slack.signingSecretPlaceholder'))}
        />
        <WebhookSetup url={view.webhookUrl} instructions={t('slack.instructions')} />
      </form>
    </ChannelDialogFrame>
  );
}
