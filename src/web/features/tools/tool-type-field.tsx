import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TOOL_TYPES, type ToolType } from '@common/catalogues';
import type { CustomToolInput } from '@common/tools';
import { FormMessage } from '../../components/form-message';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { TIMEOUT_BY_TYPE, type ToolFormValues } from './tool-form';

/** The four custom tool types; switching type moves an untouched timeout to the new type's default. */
export function ToolTypeField({ form }: { form: UseFormReturn<ToolFormValues, unknown, CustomToolInput> }) {
  const { t } = useTranslation('tools');
  const type = form.watch('type');
  const error = form.formState.errors.type?.message;
  const change = (next: ToolType, onChange: (value: ToolType) => void) => {
    if (form.getValues('timeout') === String(TIMEOUT_BY_TYPE[type].default)) form.setValue('timeout', String(TIMEOUT_BY_TYPE[next].default));
    onChange(next);
  };
  return (
    <div className="grid gap-1.5">
      <Label id="tool-type-label">{t('form.type')}</Label>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Select value={field.value} onValueChange={(next) => change(next as ToolType, field.onChange)}>
            <SelectTrigger
              aria-labelledby="tool-type-label"
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'tool-type-error' : 'tool-type-hint'}
              onBlur={field.onBlur}
              data-testid="tool-type-select"
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TOOL_TYPES.map((value) => (
                <SelectItem key={value} value={value} data-testid={`tool-type-${value}`}>
                  {t(`types.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      {error ? (
        <FormMessage id="tool-type-error" message={error} />
      ) : (
        <p id="tool-type-hint" className="text-xs text-muted-foreground">
          {t(`typeDescriptions.${type}`)}
        </p>
      )}
    </div>
  );
}
