import { Plus, X } from 'lucide-react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TOOL_LIMITS } from '@common/tool-configs';
import { FormMessage } from '../../../components/form-message';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { useFieldError } from './field';
import type { WizardValues } from './form-schema';

/** 'Company size' -> 'company_size': a key the lead table and the model can both use. */
export function keyFromLabel(label: string): string {
  const key = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 40);
  return key;
}

/** The owner's own lead fields, asked for besides name, e-mail and phone. */
export function LeadFieldsConfig() {
  const { t } = useTranslation('wizard');
  const { control, register, getValues, setValue } = useFormContext<WizardValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'toolConfigs.captureLead.fields' });

  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{t('tools.captureLead.fields')}</p>
      <p className="text-xs text-muted-foreground">{t('tools.captureLead.fieldsHint')}</p>
      {fields.length > 0 && (
        <div className="hidden grid-cols-[1fr_1fr_auto_2.25rem] gap-2 px-0.5 text-xs text-muted-foreground sm:grid" aria-hidden="true">
          <span>{t('tools.captureLead.label')}</span>
          <span>{t('tools.captureLead.key')}</span>
          <span>{t('tools.captureLead.required')}</span>
          <span />
        </div>
      )}
      {fields.map((row, i) => (
        <div key={row.id} className="grid gap-1" data-testid="lead-field-row">
          <div className="grid grid-cols-[1fr_1fr_auto_2.25rem] items-center gap-2">
            <Input
              aria-label={t('tools.captureLead.label')}
              placeholder={t('tools.captureLead.labelPlaceholder')}
              {...register(`toolConfigs.captureLead.fields.${i}.label`, {
                onBlur: () => {
                  // a new row's key follows its label, so most owners never type one
                  const key = getValues(`toolConfigs.captureLead.fields.${i}.key`);
                  const label = getValues(`toolConfigs.captureLead.fields.${i}.label`) ?? '';
                  if (!key) setValue(`toolConfigs.captureLead.fields.${i}.key`, keyFromLabel(label), { shouldValidate: true });
                },
              })}
            />
            <Input
              aria-label={t('tools.captureLead.key')}
              placeholder="company_size"
              spellCheck={false}
              className="font-mono text-xs"
              {...register(`toolConfigs.captureLead.fields.${i}.key`)}
            />
            <Controller
              control={control}
              name={`toolConfigs.captureLead.fields.${i}.required`}
              render={({ field }) => (
                <label className="flex cursor-pointer items-center gap-1.5 text-xs">
                  <Switch checked={field.value ?? false} onCheckedChange={field.onChange} aria-label={t('tools.captureLead.required')} />
                  <span className="sm:sr-only">{t('tools.captureLead.required')}</span>
                </label>
              )}
            />
            <Button type="button" variant="ghost" size="icon" aria-label={t('tools.captureLead.remove')} onClick={() => remove(i)}>
              <X />
            </Button>
          </div>
          <RowMessages index={i} />
        </div>
      ))}
      {fields.length < TOOL_LIMITS.leadFields && (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => append({ key: '', label: '', required: false })}>
          <Plus />
          {t('tools.captureLead.add')}
        </Button>
      )}
    </div>
  );
}

function RowMessages({ index }: { index: number }) {
  const { t } = useTranslation('wizard');
  const label = useFieldError(`toolConfigs.captureLead.fields.${index}.label`);
  const key = useFieldError(`toolConfigs.captureLead.fields.${index}.key`);
  const message = [label && `${t('tools.captureLead.label')}: ${label}`, key && `${t('tools.captureLead.key')}: ${key}`].filter(Boolean).join(' · ');
  return <FormMessage message={message || undefined} />;
}
