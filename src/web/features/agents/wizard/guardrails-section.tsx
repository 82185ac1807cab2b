import { ShieldCheck } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_REFUSAL_MESSAGES, GUARDRAIL_LIMITS, type BlockedTopic } from '@common/guardrails';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { Field } from './field';
import type { WizardValues } from './form-schema';
import { GuardrailRow } from './guardrail-rows';

/** "Competitors: nike, adidas" per line <-> the blocked topics list. */
export function topicsToText(list: BlockedTopic[] | undefined): string {
  return (list ?? []).map((t) => (t.keywords.length > 0 ? `${t.description}: ${t.keywords.join(', ')}` : t.description)).join('\n');
}

export function textToTopics(text: string): BlockedTopic[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      const description = (colon === -1 ? line : line.slice(0, colon)).trim();
      const keywords = colon === -1 ? [] : line.slice(colon + 1).split(',').map((k) => k.trim()).filter(Boolean);
      return { description, keywords };
    });
}

const splitDomains = (text: string) => text.split(/[\s,]+/).map((d) => d.trim()).filter(Boolean);

/** The agent's guardrails: each check on or off, with its action and settings. */
export function GuardrailsSection() {
  const { t } = useTranslation('wizard');
  const { control, register, watch } = useFormContext<WizardValues>();
  const language = watch('defaultLanguage') === 'es' ? 'es' : 'en';
  // the model's judgement only reads for the topics and injection checks
  const [topicsOn, injectionOn] = useWatch({ control, name: ['guardrails.topics.enabled', 'guardrails.injection.enabled'] });
  return (
    <section className="grid gap-3" aria-labelledby="guardrails-title" data-testid="guardrails-section">
      <div className="flex items-start gap-2">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div>
          <h3 id="guardrails-title" className="text-sm font-medium">
            {t('guardrails.title')}
          </h3>
          <p className="text-xs text-muted-foreground">{t('guardrails.description')}</p>
        </div>
      </div>
      <Field name="guardrails.refusalMessage" label={t('guardrails.refusalMessage')} htmlFor="guardrail-refusal" hint={t('guardrails.refusalHint')}>
        <Textarea id="guardrail-refusal" rows={2} maxLength={GUARDRAIL_LIMITS.refusalMessage} placeholder={DEFAULT_REFUSAL_MESSAGES[language]} {...register('guardrails.refusalMessage')} />
      </Field>
      <GuardrailRow check="topics">
        <Field name="guardrails.topics.list" label={t('guardrails.topicsLabel')} htmlFor="guardrail-topics" hint={t('guardrails.topicsHint')}>
          <Controller
            control={control}
            name="guardrails.topics.list"
            render={({ field }) => (
              <Textarea
                id="guardrail-topics"
                rows={3}
                defaultValue={topicsToText(field.value as BlockedTopic[] | undefined)}
                placeholder={t('guardrails.topicsPlaceholder')}
                onChange={(e) => field.onChange(textToTopics(e.target.value))}
                onBlur={field.onBlur}
              />
            )}
          />
        </Field>
      </GuardrailRow>
      <GuardrailRow check="injection" />
      {(topicsOn === true || injectionOn === true) && <GuardrailRow check="judge" />}
      <GuardrailRow check="leakage" />
      <GuardrailRow check="pii" />
      <GuardrailRow check="length">
        <Field name="guardrails.length.maxChars" label={t('guardrails.maxChars')} htmlFor="guardrail-max-chars" hint={t('guardrails.maxCharsHint', { min: GUARDRAIL_LIMITS.answerCharsMin, max: GUARDRAIL_LIMITS.answerCharsMax })}>
          <Input id="guardrail-max-chars" type="number" className="sm:w-40" min={GUARDRAIL_LIMITS.answerCharsMin} max={GUARDRAIL_LIMITS.answerCharsMax} {...register('guardrails.length.maxChars', { valueAsNumber: true })} />
        </Field>
      </GuardrailRow>
      <GuardrailRow check="links">
        <Field name="guardrails.links.allowedDomains" label={t('guardrails.domains')} htmlFor="guardrail-domains" hint={t('guardrails.domainsHint')}>
          <Controller
            control={control}
            name="guardrails.links.allowedDomains"
            render={({ field }) => (
              <Input
                id="guardrail-domains"
                defaultValue={(field.value ?? []).join(', ')}
                placeholder="example.com, help.example.com"
                onChange={(e) => field.onChange(splitDomains(e.target.value))}
                onBlur={field.onBlur}
              />
            )}
          />
        </Field>
      </GuardrailRow>
    </section>
  );
}
