import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/ui/use-toast';
import { saveEmailBody, type EmailChannelView, type SaveEmailBody } from '@common/channels';
import { useSaveChannel } from '../../api/save-channel';
import { ChannelDialogFrame } from '../channel-dialog-frame';
import { ChannelField } from '../channel-field';
import { TlsSelect } from './tls-select';

type Field = keyof SaveEmailBody;

interface EmailConfigDialogProps {
  agentId: string;
  view: EmailChannelView;
  onClose: () => void;
}

/** The agent's inbox: its address, the IMAP mailbox it reads and the SMTP server it answers through. Mounted only while open. */
export function EmailConfigDialog({ agentId, view, onClose }: EmailConfigDialogProps) {
  const { t } = useTranslation('deployments');
  const id = useId();
  const form = useForm<SaveEmailBody>({
    resolver: zodResolver(saveEmailBody),
    defaultValues: {
      address: view.address ?? '',
      imapHost: view.imapHost ?? '',
      imapPort: view.imapPort ?? 993,
      imapTls: view.imapTls ?? 'tls',
      imapUser: view.imapUser ?? '',
      imapPassword: '',
      mailbox: view.mailbox ?? 'INBOX',
      smtpHost: view.smtpHost ?? '',
      smtpPort: view.smtpPort ?? 465,
      smtpTls: view.smtpTls ?? 'tls',
      smtpUser: view.smtpUser ?? '',
      smtpPassword: '',
    },
  });
  const { errors } = form.formState;
  const save = useSaveChannel(agentId, 'email', {
    onSuccess: () => {
      toast({ title: t('messaging.saved'), description: t('messaging.savedDescription', { channel: t('channels.email.name') }) });
      onClose();
    },
  });
  const passwordStored = view.imapPasswordHint !== null;
  const message = (field: Field, error: FieldError | undefined) => error && (error.type === 'required' ? t('messaging.secretRequired') : t(`email.errors.${field}`));
  const text = (field: Field, label: string, extra: Record<string, unknown> = {}) => ({
    id: `${id}-${field}`,
    label,
    autoComplete: 'off',
    spellCheck: false,
    error: message(field, errors[field]),
    'data-testid': `email-${field}-input`,
    ...extra,
    ...form.register(field, field.endsWith('Port') ? { valueAsNumber: true } : {}),
  });

  return (
    <ChannelDialogFrame channel="email" formId={`${id}-form`} pending={save.isPending} error={save.error} onClose={onClose}>
      <form
        id={`${id}-form`}
        className="flex flex-col gap-4"
        noValidate
        onSubmit={form.handleSubmit((body) => {
          // the server refuses it too; asking here keeps the answer next to the field
          if (!passwordStored && !body.imapPassword) return form.setError('imapPassword', { type: 'required' });
          save.mutate(body);
        })}
      >
        <ChannelField {...text('address', t('email.address'), { type: 'email', placeholder: 'support@example.com', hint: t('email.addressHint') })} />
        <fieldset className="flex flex-col gap-4 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">{t('email.imapLegend')}</legend>
          <div className="grid grid-cols-[1fr_7rem] gap-3">
            <ChannelField {...text('imapHost', t('email.host'), { placeholder: 'imap.example.com' })} />
            <ChannelField {...text('imapPort', t('email.port'), { type: 'number', inputMode: 'numeric' })} />
          </div>
          <Controller control={form.control} name="imapTls" render={({ field }) => <TlsSelect id={`${id}-imap-tls`} value={field.value} onChange={field.onChange} testId="email-imap-tls-select" />} />
          <ChannelField {...text('imapUser', t('email.user'), { placeholder: 'support@example.com' })} />
          <ChannelField
            {...text('imapPassword', t('email.imapPassword'), {
              type: 'password',
              autoComplete: 'new-password',
              stored: passwordStored,
              placeholder: passwordStored ? t('messaging.secretKeep', { hint: view.imapPasswordHint }) : t('email.passwordPlaceholder'),
            })}
          />
          <ChannelField {...text('mailbox', t('email.mailbox'), { placeholder: 'INBOX', hint: t('email.mailboxHint') })} />
        </fieldset>
        <fieldset className="flex flex-col gap-4 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">{t('email.smtpLegend')}</legend>
          <div className="grid grid-cols-[1fr_7rem] gap-3">
            <ChannelField {...text('smtpHost', t('email.host'), { placeholder: 'smtp.example.com' })} />
            <ChannelField {...text('smtpPort', t('email.port'), { type: 'number', inputMode: 'numeric' })} />
          </div>
          <Controller control={form.control} name="smtpTls" render={({ field }) => <TlsSelect id={`${id}-smtp-tls`} value={field.value} onChange={field.onChange} testId="email-smtp-tls-select" />} />
          <ChannelField {...text('smtpUser', t('email.user'), { hint: t('email.smtpUserHint') })} />
          <ChannelField
            {...text('smtpPassword', t('email.smtpPassword'), {
              type: 'password',
              autoComplete: 'new-password',
              stored: view.smtpPasswordSet,
              placeholder: view.smtpPasswordSet ? t('messaging.secretKeepNoHint') : t('email.smtpPasswordPlaceholder'),
            })}
          />
        </fieldset>
        <p className="text-xs text-muted-foreground">{t('email.pollNote')}</p>
      </form>
    </ChannelDialogFrame>
  );
}
