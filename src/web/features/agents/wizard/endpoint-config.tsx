import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Field } from './field';
import type { WizardValues } from './form-schema';
import { HeadersField } from './headers-field';
import { SigningSecretField } from './signing-secret-field';

/** Endpoint, headers and signing secret of the webhook or the post-conversation hook. */
export function EndpointConfig({ tool }: { tool: 'webhook' | 'postConversationHook' }) {
  const { t } = useTranslation('wizard');
  const { control, register } = useFormContext<WizardValues>();
  const id = `tool-${tool}`;
  return (
    <div className="grid gap-3">
      <Field name={`toolConfigs.${tool}.endpoint`} label={t('tools.endpoint')} htmlFor={`${id}-endpoint`} hint={t(`tools.${tool}.endpointHint`)}>
        <Input id={`${id}-endpoint`} type="url" inputMode="url" placeholder="https://example.com/hooks/agent" {...register(`toolConfigs.${tool}.endpoint`)} />
      </Field>
      <SigningSecretField tool={tool} />
      <Controller
        control={control}
        name={`toolConfigs.${tool}.headers`}
        render={({ field }) => <HeadersField name={`toolConfigs.${tool}.headers`} idPrefix={id} value={field.value ?? {}} onChange={field.onChange} />}
      />
    </div>
  );
}
