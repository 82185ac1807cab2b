import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FUNCTION_TOOL_LIMITS } from '@common/function-tool';
import type { CustomToolInput } from '@common/tools';
import { FormMessage } from '../../components/form-message';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import type { ToolFormValues } from './tool-form';

/** The JavaScript body of a function tool, in a monospace editor framed by the function it becomes. */
export function FunctionCodeField({ form }: { form: UseFormReturn<ToolFormValues, unknown, CustomToolInput> }) {
  const { t } = useTranslation('tools');
  const error = form.formState.errors.code?.message;
  const length = form.watch('code').length;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor="tool-code">{t('form.code')}</Label>
        <span className="text-xs tabular-nums text-muted-foreground" aria-hidden="true">
          {length} / {FUNCTION_TOOL_LIMITS.codeMaxChars}
        </span>
      </div>
      <p className="font-mono text-xs text-muted-foreground" aria-hidden="true">
        {'async function (args) {'}
      </p>
      <Textarea
        id="tool-code"
        rows={10}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        wrap="off"
        className="min-h-48 font-mono text-xs leading-relaxed [tab-size:2]"
        placeholder={t('form.codePlaceholder')}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'tool-code-error tool-code-hint' : 'tool-code-hint'}
        data-testid="tool-code-input"
        {...form.register('code')}
      />
      <p className="font-mono text-xs text-muted-foreground" aria-hidden="true">
        {'}'}
      </p>
      <FormMessage id="tool-code-error" message={error} />
      <p id="tool-code-hint" className="text-xs text-muted-foreground">
        {t('form.codeHint', { memory: FUNCTION_TOOL_LIMITS.memoryBytes / 1024 / 1024 })}
      </p>
    </div>
  );
}
