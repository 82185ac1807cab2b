import { Brain } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MEMORY_MODES } from '@common/visitor-memory';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Field } from './field';
import type { WizardValues } from './form-schema';

/** Whether the agent remembers facts about known visitors: off, on, or only after asking them. */
export function MemorySection() {
  const { t } = useTranslation('wizard');
  const { control, watch } = useFormContext<WizardValues>();
  const mode = watch('memory') ?? 'off';
  return (
    <section className="grid gap-3" aria-labelledby="memory-title" data-testid="memory-section">
      <div className="flex items-start gap-2">
        <Brain className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div>
          <h3 id="memory-title" className="text-sm font-medium">
            {t('memory.title')}
          </h3>
          <p className="text-xs text-muted-foreground">{t('memory.description')}</p>
        </div>
      </div>
      <Field name="memory" label={t('memory.mode')} htmlFor="agent-memory" hint={t(`memory.hints.${mode}`)}>
        <Controller
          control={control}
          name="memory"
          render={({ field }) => (
            <Select value={field.value ?? 'off'} onValueChange={field.onChange}>
              <SelectTrigger id="agent-memory" className="sm:w-72">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {MEMORY_MODES.map((m) => (
                  <SelectItem key={m} value={m}>
                    {t(`memory.modes.${m}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
    </section>
  );
}
