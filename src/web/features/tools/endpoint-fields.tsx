import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { API_CALL_METHODS } from '@common/tool-configs';
import type { CustomToolInput } from '@common/tools';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import type { ToolFormValues } from './tool-form';

/** Where an api or webhook tool calls: the method (api only) and the endpoint URL. */
export function EndpointFields({ form }: { form: UseFormReturn<ToolFormValues, unknown, CustomToolInput> }) {
  const { t } = useTranslation('tools');
  const type = form.watch('type');
  const error = form.formState.errors.endpoint?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
      {type === 'api' && (
        <div className="grid content-start gap-1.5">
          <Label id="tool-method-label">{t('form.method')}</Label>
          <Controller
            control={form.control}
            name="method"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger aria-labelledby="tool-method-label" data-testid="tool-method-select">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {API_CALL_METHODS.map((method) => (
                    <SelectItem key={method} value={method}>
                      {method}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
      )}
      <div className={type === 'api' ? 'grid content-start gap-1.5' : 'grid content-start gap-1.5 sm:col-span-2'}>
        <Label htmlFor="tool-endpoint">{t('form.endpoint')}</Label>
        <Input
          id="tool-endpoint"
          type="url"
          inputMode="url"
          spellCheck={false}
          placeholder={type === 'api' ? t('form.endpointPlaceholderApi') : t('form.endpointPlaceholderWebhook')}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'tool-endpoint-error' : 'tool-endpoint-hint'}
          data-testid="tool-endpoint-input"
          {...form.register('endpoint')}
        />
        {error ? (
          <FormMessage id="tool-endpoint-error" message={error} />
        ) : (
          <p id="tool-endpoint-hint" className="text-xs text-muted-foreground">
            {type === 'api' ? t('form.endpointHintApi') : t('form.endpointHintWebhook')}
          </p>
        )}
      </div>
    </div>
  );
}
