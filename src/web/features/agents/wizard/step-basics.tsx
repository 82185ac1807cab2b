import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INDUSTRIES } from '@common/catalogues';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { INDUSTRY_META, IndustryIcon } from '../industry';
import { Field } from './field';
import type { WizardValues } from './form-schema';

export function StepBasics() {
  const { t } = useTranslation('wizard');
  const { t: ta } = useTranslation('agents');
  const { register, control } = useFormContext<WizardValues>();

  return (
    <div className="grid gap-4">
      <Field name="name" label={t('basics.name')} htmlFor="agent-name">
        <Input id="agent-name" autoFocus placeholder={t('basics.namePlaceholder')} maxLength={255} {...register('name')} />
      </Field>
      <Field name="industry" label={t('basics.industry')} htmlFor="agent-industry">
        <Controller
          control={control}
          name="industry"
          render={({ field }) => (
            <Select value={field.value ?? ''} onValueChange={field.onChange}>
              <SelectTrigger id="agent-industry" onBlur={field.onBlur}>
                <SelectValue placeholder={t('basics.industryPlaceholder')} />
              </SelectTrigger>
              <SelectContent>
                {INDUSTRIES.map((industry) => (
                  <SelectItem key={industry} value={industry}>
                    <span className="flex items-center gap-2">
                      <IndustryIcon industry={industry} className="size-4 text-muted-foreground" />
                      {ta(`industries.${INDUSTRY_META[industry].key}`)}
                    </span>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      <Field name="description" label={t('basics.description')} htmlFor="agent-description" hint={t('basics.descriptionHint')}>
        <Textarea id="agent-description" rows={4} placeholder={t('basics.descriptionPlaceholder')} {...register('description')} />
      </Field>
    </div>
  );
}
