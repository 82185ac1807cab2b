import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/ui/use-toast';
import { saveInstagramBody, saveMessengerBody } from '@common/channels';
import { useSaveChannel } from '../../api/save-channel';
import { ChannelDialogFrame } from '../channel-dialog-frame';
import { ChannelField } from '../channel-field';
import { WebhookSetup } from '../webhook-setup';

type Secret = 'accessToken' | 'appSecret' | 'verifyToken';
type MetaKind = 'messenger' | 'instagram';
type MetaForm = { routeId: string; accessToken: string; appSecret: string; verifyToken: string };

interface MetaConfigDialogProps {
  agentId: string;
  channel: MetaKind;
  /** the stored page or account id */
  routeId: string | null;
  view: { accessTokenHint: string | null; appSecretSet: boolean; verifyTokenSet: boolean; webhookUrl: string | null };
  onClose: () => void;
}

const schemas = { messenger: saveMessengerBody, instagram: saveInstagramBody };
const routeField = { messenger: 'pageId', instagram: 'accountId' } as const;

/** Messenger or Instagram: the page (or account) id and three secrets, each kept when left empty. Mounted only while open. */
export function MetaConfigDialog({ agentId, channel, routeId, view, onClose }: MetaConfigDialogProps) {
  const { t } = useTranslation('deployments');
  const id = useId();
  const form = useForm<MetaForm>({
    // the form names the id field alike for both channels; the server's schema checks it under its own name
    resolver: async (values, context, options) => {
      const body = { [routeField[channel]]: values.routeId, accessToken: values.accessToken, appSecret: values.appSecret, verifyToken: values.verifyToken };
      const result = await zodResolver(schemas[channel])(body as never, context, options as never);
      const errors = { ...result.errors } as Record<string, unknown>;
      if (errors[routeField[channel]]) errors.routeId = errors[routeField[channel]];
      return Object.keys(errors).length ? { values: {}, errors: errors as never } : { values, errors: {} };
    },
    defaultValues: { routeId: routeId ?? '', accessToken: '', appSecret: '', verifyToken: '' },
  });
  const { errors } = form.formState;
  const save = useSaveChannel(agentId, channel, {
    onSuccess: () => {
      toast({ title: t('messaging.saved'), description: t('messaging.savedDescription', { channel: t(`channels.${channel}.name`) }) });
      onClose();
    },
  });
  const stored: Record<Secret, boolean> = { accessToken: view.accessTokenHint !== null, appSecret: view.appSecretSet, verifyToken: view.verifyTokenSet };
  const message = (field: keyof MetaForm, error: FieldError | undefined) => error && (error.type === 'required' ? t('messaging.secretRequired') : t(`${channel}.errors.${field}`));
  const secretProps = (field: Secret) => ({
    type: 'password',
    autoComplete: 'new-password',
    stored: stored[field],
    placeholder: !stored[field]
      ? t(`meta.${field}Placeholder`)
      : field === 'accessToken' && view.accessTokenHint
        ? t('messaging.secretKeep', { hint: view.accessTokenHint })
        : t('messaging.secretKeepNoHint'),
    error: message(field, errors[field]),
    ...form.register(field),
  });

  return (
    <ChannelDialogFrame channel={channel} formId={`${id}-form`} pending={save.isPending} error={save.error} onClose={onClose}>
      <form
        id={`${id}-form`}
        className="flex flex-col gap-4"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          // the server refuses them too; asking here keeps the answer next to the field
          const missing = (['accessToken', 'appSecret', 'verifyToken'] as const).filter((field) => !stored[field] && !values[field]);
          missing.forEach((field) => form.setError(field, { type: 'required' }));
          if (missing.length > 0) return;
          const body = { [routeField[channel]]: values.routeId, accessToken: values.accessToken, appSecret: values.appSecret, verifyToken: values.verifyToken };
          save.mutate(body as never);
        })}
      >
        <ChannelField
          id={`${id}-route-id`}
          label={t(`${channel}.routeId`)}
          inputMode="numeric"
          placeholder="104583921170234"
          autoComplete="off"
          hint={t(`${channel}.routeIdHint`)}
          error={message('routeId', errors.routeId)}
          data-testid={`${channel}-route-id-input`}
          {...form.register('routeId')}
        />
        <ChannelField id={`${id}-access-token`} label={t(`${channel}.accessToken`)} data-testid={`${channel}-access-token-input`} {...secretProps('accessToken')} />
        <ChannelField id={`${id}-app-secret`} label={t('meta.appSecret')} data-testid={`${channel}-app-secret-input`} {...secretProps('appSecret')} />
        <ChannelField
          id={`${id}-verify-token`}
          label={t('meta.verifyToken')}
          hint={t('meta.verifyTokenHint')}
          data-testid={`${channel}-verify-token-input`}
          {...secretProps('verifyToken')}
        />
        <WebhookSetup url={view.webhookUrl} instructions={t(`${channel}.instructions`)} />
      </form>
    </ChannelDialogFrame>
  );
}
