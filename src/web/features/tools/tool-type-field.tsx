import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TOOL_TYPES } from '@common/catalogues';
import type { CustomToolInput } from '@common/tools';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { FormMessage } from './form-message';
import { isExecutableType, type ToolFormValues } from './tool-form';

/** Every SPEC tool type is listed; function and database cannot be chosen until they can run. */
export function ToolTypeField({ form }: { form: UseFormReturn<ToolFormValues, unknown, CustomToolInput> }) {
  const { t } = useTranslation('tools');
  const type = form.watch('type');
  const error = form.formState.errors.type?.message;
  return (
    <div className="grid gap-1.5">
      <Label id="tool-type-label">{t('form.type')}</Label>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
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
              {TOOL_TYPES.map((value) => {
                const available = isExecutableType(value);
                return (
                  <SelectItem key={value} value={value} disabled={!available} data-testid={`tool-type-${value}`}>
                    {t(`types.${value}`)}
                    {!available && <span className="ml-2 text-xs text-muted-foreground">({t('comingLater')})</span>}
                  </SelectItem>
                );
              })}
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
