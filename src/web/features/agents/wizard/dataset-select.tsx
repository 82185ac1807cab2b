import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useDatasets } from '../../../lib/queries/get-project-datasets';
import { Field } from './field';
import type { WizardValues } from './form-schema';

// A select item cannot have an empty value (Radix keeps '' for no selection), so "no dataset" has its own.
const NONE = 'none';

/** The agent's knowledge base ("RAG data"): one of the project's datasets, or none. */
export function DatasetSelect({ projectId }: { projectId: string }) {
  const { t } = useTranslation('wizard');
  const { control } = useFormContext<WizardValues>();
  const datasets = useDatasets(projectId);
  return (
    <Field name="datasetId" label={t('knowledge.dataset')} htmlFor="agent-dataset" hint={t('knowledge.datasetHint')}>
      <Controller
        control={control}
        name="datasetId"
        render={({ field }) => (
          <Select value={field.value ?? NONE} onValueChange={(v) => field.onChange(v === NONE ? null : v)}>
            <SelectTrigger id="agent-dataset" data-testid="agent-dataset-select">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NONE}>{t('knowledge.datasetNone')}</SelectItem>
              {(datasets.data ?? []).map((d) => (
                <SelectItem key={d.id} value={d.id}>
                  {t('knowledge.datasetOption', { name: d.name, count: d.itemCount })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </Field>
  );
}
