import { Plus, X } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TOOL_LIMITS } from '@common/tool-configs';
import type { CustomToolInput } from '@common/tools';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FormMessage } from '../../components/form-message';
import type { ToolFormValues } from './tool-form';

/** Name/value rows; saved values arrive as the mask and are sent back as it to keep them. */
export function HeadersEditor({ form }: { form: UseFormReturn<ToolFormValues, unknown, CustomToolInput> }) {
  const { t } = useTranslation('tools');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'headers' });
  const errors = form.formState.errors.headers;

  return (
    <fieldset className="grid gap-2" data-testid="tool-headers">
      <legend className="mb-2 text-sm font-medium leading-none">{t('form.headers')}</legend>
      <p id="tool-headers-hint" className="text-xs text-muted-foreground">
        {t('form.headersHint')}
      </p>
      {fields.length === 0 && <p className="text-xs text-muted-foreground">{t('form.noHeaders')}</p>}
      {fields.map((field, i) => {
        const nameError = errors?.[i]?.name?.message;
        const valueError = errors?.[i]?.value?.message;
        return (
          <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2" data-testid="tool-header-row">
            <div className="grid gap-1">
              <Input
                aria-label={t('form.headerName')}
                placeholder={t('form.headerName')}
                autoComplete="off"
                aria-invalid={Boolean(nameError)}
                aria-describedby={nameError ? `tool-header-${i}-name-error` : undefined}
                {...form.register(`headers.${i}.name`)}
              />
              <FormMessage id={`tool-header-${i}-name-error`} message={nameError} />
            </div>
            <div className="grid gap-1">
              <Input
                aria-label={t('form.headerValue')}
                placeholder={t('form.headerValue')}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={Boolean(valueError)}
                aria-describedby={valueError ? `tool-header-${i}-value-error` : 'tool-headers-hint'}
                {...form.register(`headers.${i}.value`)}
              />
              <FormMessage id={`tool-header-${i}-value-error`} message={valueError} />
            </div>
            <Button type="button" variant="ghost" size="icon" aria-label={t('form.removeHeader', { index: i + 1 })} title={t('form.removeHeader', { index: i + 1 })} onClick={() => remove(i)}>
              <X />
            </Button>
          </div>
        );
      })}
      <FormMessage id="tool-headers-error" message={errors?.root?.message} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={fields.length >= TOOL_LIMITS.headers}
        onClick={() => append({ name: '', value: '' })}
        data-testid="add-tool-header"
      >
        <Plus />
        {t('form.addHeader')}
      </Button>
    </fieldset>
  );
}
