import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Save } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { datasetSettings, type Dataset, type DatasetSettings } from '@common/knowledge';
import { FormMessage } from '../../components/form-message';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { useUpdateDataset } from './api/update-dataset';
import { errorMessage } from './error-message';
import { NUMBER_FIELDS, settingsErrorKey, settingsLimits } from './settings-limits';

/** Chunking and retrieval settings, checked with the shared datasetSettings schema. */
export function DatasetSettingsDialog({ dataset, onClose }: { dataset: Dataset; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const { t: tc } = useTranslation();
  const update = useUpdateDataset(dataset);
  const form = useForm<DatasetSettings>({ resolver: zodResolver(datasetSettings), defaultValues: dataset.settings });
  const { errors } = form.formState;

  const submit = form.handleSubmit((settings) =>
    update.mutate(
      { settings },
      {
        onSuccess: () => {
          toast({ title: t('toasts.settingsSaved'), description: t('toasts.settingsSavedBody', { name: dataset.name }) });
          onClose();
        },
        onError: (error) => toast({ variant: 'destructive', title: t('toasts.error'), description: errorMessage(error) }),
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent className="max-w-xl" data-testid="dataset-settings-dialog">
        <DialogHeader>
          <DialogTitle>{t('settings.title')}</DialogTitle>
          <DialogDescription>{t('settings.description', { name: dataset.name })}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={(e) => void submit(e)}>
          <div className="grid gap-4 sm:grid-cols-3">
            {NUMBER_FIELDS.map((field) => {
              const limits = settingsLimits(field);
              const error = errors[field];
              const id = `dataset-${field}`;
              return (
                <div key={field} className="grid content-start gap-1.5">
                  <Label htmlFor={id}>{t(`settings.${field}`)}</Label>
                  <Input
                    id={id}
                    type="number"
                    inputMode="numeric"
                    min={limits.min}
                    max={limits.max}
                    aria-invalid={Boolean(error)}
                    aria-describedby={`${id}-message`}
                    data-testid={`settings-${field}`}
                    {...form.register(field, { valueAsNumber: true })}
                  />
                  {error ? (
                    <FormMessage id={`${id}-message`} message={t(`settings.errors.${settingsErrorKey(field, error.type)}`, limits)} />
                  ) : (
                    <p id={`${id}-message`} className="text-xs text-muted-foreground">
                      {t(`settings.${field}Hint`, limits)}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          <div className="flex items-center justify-between gap-3 rounded-md border p-3">
            <div className="grid gap-0.5">
              <Label htmlFor="dataset-rerank">{t('settings.rerank')}</Label>
              <p className="text-xs text-muted-foreground">{t('settings.rerankHint')}</p>
            </div>
            <Controller
              control={form.control}
              name="rerank"
              render={({ field }) => <Switch id="dataset-rerank" checked={field.value} onCheckedChange={field.onChange} data-testid="settings-rerank" />}
            />
          </div>
          <p className="text-xs text-muted-foreground">{t('settings.reindexNote')}</p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={update.isPending}>
              {tc('cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending} data-testid="dataset-settings-submit">
              {update.isPending ? <Loader2 className="animate-spin" /> : <Save />}
              {tc('save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
