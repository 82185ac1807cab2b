import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MODEL_PROVIDERS } from '@common/catalogues';
import { keyProviderFor } from '@common/provider-keys';
import { AnsweringModel } from '../../../components/answering-model';
import { Combobox } from '../../../components/ui/combobox';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { usePriceOf } from '../../../lib/model-prices';
import { useProviderModels } from '../../../lib/provider-models';
import { Field } from './field';
import type { WizardValues } from './form-schema';
import { ModelPrice } from './model-price';

/**
 * Provider and model: the provider's own model list (the catalogue when it cannot be read), each
 * with its price or "unknown price"; any typed name is kept (Azure deployments, Ollama tags...).
 */
export function ModelSelect({ projectId }: { projectId: string | null }) {
  const { t } = useTranslation('wizard');
  const { t: ta } = useTranslation('agents');
  const { control, setValue } = useFormContext<WizardValues>();
  const providerId = useWatch({ control, name: 'modelProvider' }) ?? 'openai';
  const provider = MODEL_PROVIDERS.find((p) => p.id === providerId) ?? MODEL_PROVIDERS[0];
  const modelName = useWatch({ control, name: 'modelName' }) ?? '';
  const keyProvider = keyProviderFor(provider.id, '');
  const listed = useProviderModels(projectId, keyProvider);
  const priceOf = usePriceOf();
  const models = listed.data?.models ?? provider.models.map((m) => ({ id: m.id, name: m.name, price: priceOf(m.id) }));
  const selected = models.find((m) => m.id === modelName);
  const catalogueEntry = provider.models.find((m) => m.id === modelName);
  const description = catalogueEntry?.descriptionKey ? ta(`models.${catalogueEntry.descriptionKey}`) : null;
  const listNote = listed.data ? (listed.data.source === 'provider' ? t('model.listFromProvider', { provider: provider.name }) : t('model.listFromCatalogue')) : null;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {/* under the provider, where the step's first view shows it */}
      <div className="grid content-start gap-2">
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
                <SelectTrigger id="agent-provider" data-testid="agent-provider">
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
        <AnsweringModel projectId={projectId} modelProvider={provider.id} modelName={modelName} newTab>
          {null}
        </AnsweringModel>
      </div>
      <Field
        name="modelName"
        label={t('model.model')}
        htmlFor="agent-model"
        hint={
          <span className="grid gap-0.5" id="agent-model-hint">
            {modelName && <ModelPrice price={selected?.price ?? priceOf(modelName)} />}
            {description && <span>{description}</span>}
            <span>{provider.id === 'azure' ? t('model.azureModelHint') : listNote ?? t('model.customModelHint')}</span>
          </span>
        }
      >
        <Controller
          control={control}
          name="modelName"
          render={({ field }) => (
            <Combobox
              id="agent-model"
              value={field.value ?? ''}
              onChange={field.onChange}
              placeholder={provider.models.length ? t('model.modelPlaceholder') : t('model.customModelPlaceholder')}
              emptyText={t('model.typedModel')}
              aria-describedby="agent-model-hint"
              data-testid="agent-model"
              options={models.map((m) => ({ value: m.id, label: m.name === m.id ? m.id : `${m.name} · ${m.id}`, detail: <ModelPrice price={m.price} /> }))}
            />
          )}
        />
      </Field>
    </div>
  );
}
