import { MailWarning } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { TOOL_LIMITS } from '@common/tool-configs';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { useInstanceCapabilities } from '../../../lib/queries/get-instance-capabilities';
import { Field } from './field';
import type { WizardValues } from './form-schema';
import { RecipientsField } from './recipients-field';
import { SecretField } from './secret-field';

/** SMTP settings of the send-email tool and whom it may write to; the password is write-only. */
export function SmtpConfig() {
  const { t } = useTranslation('wizard');
  const { control, register } = useFormContext<WizardValues>();
  const host = useWatch({ control, name: 'toolConfigs.sendEmail.smtpHost' }) ?? '';
  const mailServer = useInstanceCapabilities().data?.mailServer;
  // a blank host means "the instance's mail server": say at once when there is none, not as a failed run later
  const nowhereToSend = mailServer === false && host.trim() === '';

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {nowhereToSend && (
        <p role="status" className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm sm:col-span-2" data-testid="smtp-no-mail-server">
          <MailWarning className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          <span>
            <Trans
              t={t}
              i18nKey="tools.smtp.noMailServer"
              // named, not linked: only an admin can open Settings > Instance
              components={{ place: <span className="font-medium" /> }}
            />
          </span>
        </p>
      )}
      <Field
        name="toolConfigs.sendEmail.smtpHost"
        label={t('tools.smtp.host')}
        htmlFor="smtp-host"
        hint={mailServer === false ? t('tools.smtp.hostHintNoServer') : t('tools.smtp.hostHint')}
      >
        <Input id="smtp-host" placeholder="smtp.example.com" autoComplete="off" {...register('toolConfigs.sendEmail.smtpHost')} />
      </Field>
      <Field name="toolConfigs.sendEmail.smtpPort" label={t('tools.smtp.port')} htmlFor="smtp-port">
        <Input id="smtp-port" type="number" inputMode="numeric" min={1} max={65535} {...register('toolConfigs.sendEmail.smtpPort', { valueAsNumber: true })} />
      </Field>
      <Field name="toolConfigs.sendEmail.smtpUser" label={t('tools.smtp.user')} htmlFor="smtp-user">
        <Input id="smtp-user" autoComplete="off" {...register('toolConfigs.sendEmail.smtpUser')} />
      </Field>
      <SecretField name="toolConfigs.sendEmail.smtpPassword" id="smtp-password" label={t('tools.smtp.password')} hint={t('tools.smtp.passwordHint')} />
      <Field name="toolConfigs.sendEmail.fromEmail" label={t('tools.smtp.fromEmail')} htmlFor="smtp-from" className="sm:col-span-2">
        <Input id="smtp-from" type="email" placeholder="agent@example.com" {...register('toolConfigs.sendEmail.fromEmail')} />
      </Field>
      <RecipientsField />
      <div className="flex items-start justify-between gap-3 sm:col-span-2">
        <label htmlFor="smtp-visitor" className="grid cursor-pointer gap-0.5">
          <span className="text-sm font-medium">{t('tools.sendEmail.allowVisitor')}</span>
          <span className="text-xs text-muted-foreground">{t('tools.sendEmail.allowVisitorHint')}</span>
        </label>
        <Controller
          control={control}
          name="toolConfigs.sendEmail.allowVisitorEmail"
          render={({ field }) => <Switch id="smtp-visitor" checked={field.value ?? false} onCheckedChange={field.onChange} />}
        />
      </div>
      <Field
        name="toolConfigs.sendEmail.maxPerConversation"
        label={t('tools.sendEmail.maxPerConversation')}
        htmlFor="smtp-max"
        hint={t('tools.sendEmail.maxPerConversationHint', { max: TOOL_LIMITS.emailsPerConversationMax })}
      >
        <Input
          id="smtp-max"
          type="number"
          inputMode="numeric"
          min={1}
          max={TOOL_LIMITS.emailsPerConversationMax}
          {...register('toolConfigs.sendEmail.maxPerConversation', { valueAsNumber: true })}
        />
      </Field>
    </div>
  );
}
