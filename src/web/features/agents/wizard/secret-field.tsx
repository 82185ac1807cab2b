import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SECRET_MASK } from '@common/tool-configs';
import { Input } from '../../../components/ui/input';
import { Field } from './field';
import type { WizardValues } from './form-schema';

export type SecretPath =
  | 'toolConfigs.sendEmail.smtpPassword'
  | 'toolConfigs.webhook.signingSecret'
  | 'toolConfigs.postConversationHook.signingSecret'
  | 'toolConfigs.webSearch.apiKey'
  | 'toolConfigs.calendar.password';

/**
 * A write-only secret. A stored one arrives as the mask and goes back as the mask, which keeps it;
 * typing replaces it. The server never sends the plaintext, so there is nothing to reveal.
 */
export function SecretField({
  name,
  label,
  id,
  hint,
  revealed = false,
  actions,
  className,
}: {
  name: SecretPath;
  label: string;
  id: string;
  /** shown while no secret is stored */
  hint?: ReactNode;
  /** plain text, e.g. a secret just generated here that the owner must copy */
  revealed?: boolean;
  actions?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('wizard');
  const { control, register } = useFormContext<WizardValues>();
  const value = useWatch({ control, name }) ?? '';
  const stored = value === SECRET_MASK;

  return (
    <Field name={name} label={label} htmlFor={id} hint={stored ? t('tools.secret.stored') : hint} className={className}>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          type={revealed && !stored ? 'text' : 'password'}
          autoComplete="new-password"
          spellCheck={false}
          className={revealed && !stored ? 'font-mono text-xs' : undefined}
          data-stored={stored || undefined}
          onFocus={(e) => {
            // typing over the mask replaces the whole secret rather than appending to the dots
            if (e.currentTarget.value === SECRET_MASK) e.currentTarget.select();
          }}
          {...register(name)}
        />
        {actions}
      </div>
    </Field>
  );
}
