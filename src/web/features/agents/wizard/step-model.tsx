import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTEXT_RECALL_DAYS_MAX, FALLBACK_MESSAGE_MAX } from '@common/agents';
import { defaultFallbackMessage } from '@common/fallback-message';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Slider } from '../../../components/ui/slider';
import { Textarea } from '../../../components/ui/textarea';
import { Field } from './field';
import type { WizardValues } from './form-schema';
import { ModelSelect } from './model-select';

const LANGUAGES = ['en', 'es'] as const;

export function StepModel({ projectId }: { projectId: string | null }) {
  const { t, i18n } = useTranslation('wizard');
  const { control, register } = useFormContext<WizardValues>();
  const temperature = useWatch({ control, name: 'modelSettings.temperature' }) ?? 0.7;
  const language = useWatch({ control, name: 'defaultLanguage' }) ?? 'en';

  return (
    <div className="grid gap-4">
      <Field name="defaultLanguage" label={t('model.language')} htmlFor="agent-language" hint={t('model.languageHint')}>
        <Controller
          control={control}
          name="defaultLanguage"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="agent-language">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {LANGUAGES.map((lang) => (
                  <SelectItem key={lang} value={lang}>
                    {t(`model.languages.${lang}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      <ModelSelect projectId={projectId} />
      <Field
        name="modelSettings.temperature"
        label={
          <span className="flex w-full items-center justify-between">
            {t('model.temperature')}
            <span className="font-mono text-xs text-muted-foreground">{temperature.toFixed(1)}</span>
          </span>
        }
        htmlFor="agent-temperature"
        hint={t('model.temperatureHint')}
      >
        <Controller
          control={control}
          name="modelSettings.temperature"
          render={({ field }) => (
            <Slider
              id="agent-temperature"
              aria-label={t('model.temperature')}
              min={0}
              max={1}
              step={0.1}
              value={[field.value ?? 0.7]}
              onValueChange={([v]) => field.onChange(Math.round(v * 10) / 10)}
            />
          )}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="modelSettings.topP" label={t('model.topP')} htmlFor="agent-top-p" hint={t('model.topPHint')}>
          <Input id="agent-top-p" type="number" inputMode="decimal" min={0} max={1} step={0.05} {...register('modelSettings.topP', { valueAsNumber: true })} />
        </Field>
        <Field name="modelSettings.maxTokens" label={t('model.maxTokens')} htmlFor="agent-max-tokens" hint={t('model.maxTokensHint')}>
          <Input id="agent-max-tokens" type="number" inputMode="numeric" min={1} max={128000} step={1} {...register('modelSettings.maxTokens', { valueAsNumber: true })} />
        </Field>
      </div>
      <Field name="systemPrompt" label={t('model.systemPrompt')} htmlFor="agent-system-prompt" hint={t('model.systemPromptHint')}>
        <Textarea id="agent-system-prompt" rows={6} placeholder={t('model.systemPromptPlaceholder')} {...register('systemPrompt')} />
      </Field>
      <Field name="rules" label={t('model.rules')} htmlFor="agent-rules" hint={t('model.rulesHint')}>
        <Textarea id="agent-rules" rows={4} placeholder={t('model.rulesPlaceholder')} {...register('rules')} />
      </Field>
      <Field
        name="fallbackMessage"
        label={t('model.fallbackMessage')}
        htmlFor="agent-fallback-message"
        hint={t('model.fallbackMessageHint', { max: new Intl.NumberFormat(i18n.language).format(FALLBACK_MESSAGE_MAX) })}
      >
        {/* the placeholder is the default in the agent's language, which visitors get when this stays empty */}
        <Textarea id="agent-fallback-message" rows={3} placeholder={defaultFallbackMessage(language)} {...register('fallbackMessage')} />
      </Field>
      <Field name="contextRecallDays" label={t('model.contextRecallDays')} htmlFor="agent-context-recall-days" hint={t('model.contextRecallDaysHint')} className="sm:max-w-xs">
        <Input
          id="agent-context-recall-days"
          type="number"
          inputMode="numeric"
          min={0}
          max={CONTEXT_RECALL_DAYS_MAX}
          step={1}
          {...register('contextRecallDays', { valueAsNumber: true })}
        />
      </Field>
    </div>
  );
}
