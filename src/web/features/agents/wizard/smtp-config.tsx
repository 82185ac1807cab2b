import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Field } from './field';
import type { WizardValues } from './form-schema';

/** SMTP settings of the send-email tool; the password is write-only (left blank, the stored one is kept). */
export function SmtpConfig() {
  const { t } = useTranslation('wizard');
  const { control, register } = useFormContext<WizardValues>();
  const passwordSet = useWatch({ control, name: 'toolConfigs.sendEmail.smtpPasswordSet' }) ?? false;

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field name="toolConfigs.sendEmail.smtpHost" label={t('tools.smtp.host')} htmlFor="smtp-host">
        <Input id="smtp-host" placeholder="smtp.example.com" autoComplete="off" {...register('toolConfigs.sendEmail.smtpHost')} />
      </Field>
      <Field name="toolConfigs.sendEmail.smtpPort" label={t('tools.smtp.port')} htmlFor="smtp-port">
        <Input id="smtp-port" type="number" inputMode="numeric" min={1} max={65535} {...register('toolConfigs.sendEmail.smtpPort', { valueAsNumber: true })} />
      </Field>
      <Field name="toolConfigs.sendEmail.smtpUser" label={t('tools.smtp.user')} htmlFor="smtp-user">
        <Input id="smtp-user" autoComplete="off" {...register('toolConfigs.sendEmail.smtpUser')} />
      </Field>
      <Field
        name="toolConfigs.sendEmail.smtpPassword"
        label={t('tools.smtp.password')}
        htmlFor="smtp-password"
        hint={passwordSet ? t('tools.smtp.passwordStored') : t('tools.smtp.passwordHint')}
      >
        <Input
          id="smtp-password"
          type="password"
          autoComplete="new-password"
          placeholder={passwordSet ? '••••••••' : undefined}
          {...register('toolConfigs.sendEmail.smtpPassword')}
        />
      </Field>
      <Field name="toolConfigs.sendEmail.fromEmail" label={t('tools.smtp.fromEmail')} htmlFor="smtp-from" className="sm:col-span-2">
        <Input id="smtp-from" type="email" placeholder="agent@example.com" {...register('toolConfigs.sendEmail.fromEmail')} />
      </Field>
    </div>
  );
}
