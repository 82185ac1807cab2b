import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { API_CALL_METHODS } from '@common/tool-configs';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { Field } from './field';
import type { WizardValues } from './form-schema';
import { HeadersField } from './headers-field';

const PARAMETERS_EXAMPLE = `{
  "type": "object",
  "properties": {
    "orderId": { "type": "string", "description": "The order number" }
  },
  "required": ["orderId"]
}`;

/** The configured HTTP request of the API call tool: the model fills the URL's {placeholders}. */
export function ApiCallConfig() {
  const { t } = useTranslation('wizard');
  const { control, register } = useFormContext<WizardValues>();

  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[7rem_1fr]">
        <Field name="toolConfigs.apiCall.method" label={t('tools.apiCall.method')} htmlFor="api-call-method">
          <Controller
            control={control}
            name="toolConfigs.apiCall.method"
            render={({ field }) => (
              <Select value={field.value ?? 'GET'} onValueChange={field.onChange}>
                <SelectTrigger id="api-call-method">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {API_CALL_METHODS.map((m) => (
                    <SelectItem key={m} value={m}>
                      {m}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </Field>
        <Field name="toolConfigs.apiCall.url" label={t('tools.apiCall.url')} htmlFor="api-call-url" hint={t('tools.apiCall.urlHint')}>
          <Input
            id="api-call-url"
            type="url"
            inputMode="url"
            className="font-mono text-xs"
            placeholder="https://api.example.com/orders/{orderId}"
            {...register('toolConfigs.apiCall.url')}
          />
        </Field>
      </div>
      <Field name="toolConfigs.apiCall.description" label={t('tools.apiCall.descriptionLabel')} htmlFor="api-call-description" hint={t('tools.apiCall.descriptionHint')}>
        <Input id="api-call-description" placeholder={t('tools.apiCall.descriptionPlaceholder')} {...register('toolConfigs.apiCall.description')} />
      </Field>
      <Field name="toolConfigs.apiCall.parameters" label={t('tools.apiCall.parameters')} htmlFor="api-call-parameters" hint={t('tools.apiCall.parametersHint')}>
        <Textarea
          id="api-call-parameters"
          rows={6}
          spellCheck={false}
          className="font-mono text-xs"
          placeholder={PARAMETERS_EXAMPLE}
          {...register('toolConfigs.apiCall.parameters')}
        />
      </Field>
      <Controller
        control={control}
        name="toolConfigs.apiCall.headers"
        render={({ field }) => <HeadersField name="toolConfigs.apiCall.headers" idPrefix="tool-apiCall" value={field.value ?? {}} onChange={field.onChange} />}
      />
    </div>
  );
}
