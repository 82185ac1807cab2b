import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MODEL_PROVIDERS } from '@common/catalogues';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Field } from './field';
import type { WizardValues } from './form-schema';

/** Provider and model: the catalogue's models, or free text for an OpenAI-compatible endpoint. */
export function ModelSelect() {
  const { t } = useTranslation('wizard');
  const { t: ta } = useTranslation('agents');
  const { control, register, setValue } = useFormContext<WizardValues>();
  const providerId = useWatch({ control, name: 'modelProvider' }) ?? 'openai';
  const provider = MODEL_PROVIDERS.find((p) => p.id === providerId) ?? MODEL_PROVIDERS[0];
  const modelName = useWatch({ control, name: 'modelName' });
  const selected = provider.models.find((m) => m.id === modelName);


  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field name="modelProvider" label={t('model.provider')} htmlFor="agent-provider">
        <Controller
          control={control}
          name="modelProvider"
          render={({ field }) => (
            <Select
              value={field.value}
              onValueChange={(next) => {
                field.onChange(next);
                const first = MODEL_PROVIDERS.find((p) => p.id === next)?.models[0]?.id ?? '';
                setValue('modelName', first, { shouldDirty: true });
              }}
            >
              <SelectTrigger id="agent-provider">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {MODEL_PROVIDERS.map((p) => (
                  <SelectItem key={p.id} value={p.id}>
                    {ta(`providers.${p.id}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      {provider.models.length === 0 ? (
        <Field name="modelName" label={t('model.model')} htmlFor="agent-model" hint={t('model.customModelHint')}>
          <Input id="agent-model" placeholder={t('model.customModelPlaceholder')} {...register('modelName')} />
        </Field>
      ) : (
        <Field name="modelName" label={t('model.model')} htmlFor="agent-model" hint={selected && ta(`models.${selected.descriptionKey}`)}>
          <Controller
            control={control}
            name="modelName"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="agent-model">
                  <SelectValue placeholder={t('model.modelPlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  {provider.models.map((m) => (
                    <SelectItem key={m.id} value={m.id}>
                      {m.name}
                    </SelectItem>
                  ))}
                  {!selected && modelName && <SelectItem value={modelName}>{modelName}</SelectItem>}
                </SelectContent>
              </Select>
            )}
          />
        </Field>
      )}
    </div>
  );
}
