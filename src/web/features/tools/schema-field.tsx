import { CheckCircle2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CustomToolInput } from '@common/tools';
import { FormMessage } from '../../components/form-message';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { parseSchemaText, type ToolFormValues } from './tool-form';

/** The JSON Schema of the arguments, with a live parse check and a button that indents it. */
export function SchemaField({ form }: { form: UseFormReturn<ToolFormValues, unknown, CustomToolInput> }) {
  const { t } = useTranslation('tools');
  const text = form.watch('schema');
  const parsed = parseSchemaText(text);
  const submitError = form.formState.errors.schema?.message;
  // the parse check runs as the text changes, quietly (an alert on every keystroke would be noise)
  const liveError = parsed.ok ? undefined : t(`form.errors.${parsed.error.key}`, parsed.error.params);
  const error = submitError ?? liveError;

  const format = () => {
    if (parsed.ok) form.setValue('schema', JSON.stringify(parsed.schema, null, 2), { shouldDirty: true, shouldValidate: true });
  };

  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor="tool-schema">{t('form.schema')}</Label>
        <Button type="button" variant="ghost" size="sm" className="h-7" disabled={!parsed.ok} onClick={format}>
          {t('form.formatSchema')}
        </Button>
      </div>
      <Textarea
        id="tool-schema"
        rows={6}
        spellCheck={false}
        className="font-mono text-xs leading-relaxed"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'tool-schema-error' : 'tool-schema-hint'}
        data-testid="tool-schema-input"
        {...form.register('schema')}
      />
      {submitError ? (
        <FormMessage id="tool-schema-error" message={submitError} />
      ) : liveError ? (
        <p id="tool-schema-error" className="text-xs font-medium text-destructive">
          {liveError}
        </p>
      ) : parsed.ok ? (
        <p className="flex items-center gap-1.5 text-xs text-success" data-testid="tool-schema-valid">
          <CheckCircle2 className="size-3.5" aria-hidden="true" />
          {t('form.schemaValid')}
        </p>
      ) : null}
      <p id="tool-schema-hint" className="text-xs text-muted-foreground">
        {t('form.schemaHint')}
      </p>
    </div>
  );
}
