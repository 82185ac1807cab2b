import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DATABASE_DIALECTS, DATABASE_TOOL_LIMITS } from '@common/database-tool';
import type { CustomToolInput } from '@common/tools';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import type { ToolFormValues } from './tool-form';

/** A database tool: the dialect, the write-only connection string, the read query and its row cap. */
export function DatabaseFields({ form }: { form: UseFormReturn<ToolFormValues, unknown, CustomToolInput> }) {
  const { t } = useTranslation('tools');
  const { errors } = form.formState;
  const dialect = form.watch('dialect');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <div className="grid content-start gap-1.5">
          <Label id="tool-dialect-label">{t('form.dialect')}</Label>
          <Controller
            control={form.control}
            name="dialect"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger aria-labelledby="tool-dialect-label" data-testid="tool-dialect-select">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {DATABASE_DIALECTS.map((value) => (
                    <SelectItem key={value} value={value}>
                      {t(`dialects.${value}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="tool-connection">{t('form.connectionString')}</Label>
          <Input
            id="tool-connection"
            autoComplete="off"
            spellCheck={false}
            placeholder={dialect === 'postgres' ? 'postgres://reader:password@db.example.com:5432/shop' : 'mysql://reader:password@db.example.com:3306/shop'}
            aria-invalid={Boolean(errors.connectionString)}
            aria-describedby={errors.connectionString ? 'tool-connection-error tool-connection-hint' : 'tool-connection-hint'}
            data-testid="tool-connection-input"
            {...form.register('connectionString')}
          />
          <FormMessage id="tool-connection-error" message={errors.connectionString?.message} />
          <p id="tool-connection-hint" className="text-xs text-muted-foreground">
            {t('form.connectionHint')}
          </p>
        </div>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor="tool-query">{t('form.query')}</Label>
        <Textarea
          id="tool-query"
          rows={5}
          spellCheck={false}
          className="font-mono text-xs leading-relaxed"
          placeholder={t('form.queryPlaceholder')}
          aria-invalid={Boolean(errors.query)}
          aria-describedby={errors.query ? 'tool-query-error tool-query-hint' : 'tool-query-hint'}
          data-testid="tool-query-input"
          {...form.register('query')}
        />
        <FormMessage id="tool-query-error" message={errors.query?.message} />
        <p id="tool-query-hint" className="text-xs text-muted-foreground">
          {t('form.queryHint')}
        </p>
      </div>

      <div className="grid gap-1.5 sm:max-w-56">
        <Label htmlFor="tool-max-rows">{t('form.maxRows')}</Label>
        <Input
          id="tool-max-rows"
          type="number"
          inputMode="numeric"
          min={1}
          max={DATABASE_TOOL_LIMITS.maxRowsMax}
          aria-invalid={Boolean(errors.maxRows)}
          aria-describedby={errors.maxRows ? 'tool-max-rows-error' : 'tool-max-rows-hint'}
          data-testid="tool-max-rows-input"
          {...form.register('maxRows')}
        />
        {errors.maxRows ? (
          <FormMessage id="tool-max-rows-error" message={errors.maxRows.message} />
        ) : (
          <p id="tool-max-rows-hint" className="text-xs text-muted-foreground">
            {t('form.maxRowsHint', { max: DATABASE_TOOL_LIMITS.maxRowsMax, default: DATABASE_TOOL_LIMITS.maxRowsDefault })}
          </p>
        )}
      </div>
    </>
  );
}
