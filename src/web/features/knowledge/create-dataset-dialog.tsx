import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createDatasetBody, type CreateDatasetBody } from '@common/knowledge';
import type { z } from 'zod';
import { FormMessage } from '../../components/form-message';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { useCreateDataset } from './api/create-dataset';
import { errorMessage } from './error-message';

type CreateDatasetOutput = z.output<typeof createDatasetBody>;

/** Name (non-empty once trimmed) and an optional description; the server applies the default settings. */
export function CreateDatasetDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const { t: tc } = useTranslation();
  const create = useCreateDataset(projectId);
  const form = useForm<CreateDatasetBody, unknown, CreateDatasetOutput>({
    resolver: zodResolver(createDatasetBody),
    defaultValues: { name: '', description: '' },
  });
  const { errors } = form.formState;
  const nameError = errors.name && t(errors.name.type === 'too_big' ? 'create.nameTooLong' : 'create.nameRequired');
  const descriptionError = errors.description && t('create.descriptionTooLong');

  const submit = form.handleSubmit((values) =>
    create.mutate(
      { name: values.name, description: values.description || null },
      {
        onSuccess: (dataset) => {
          toast({ title: t('toasts.created'), description: t('toasts.createdBody', { name: dataset.name }) });
          onClose();
        },
        onError: (error) => toast({ variant: 'destructive', title: t('toasts.error'), description: errorMessage(error) }),
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent data-testid="create-dataset-dialog">
        <DialogHeader>
          <DialogTitle>{t('create.title')}</DialogTitle>
          <DialogDescription>{t('create.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={(e) => void submit(e)}>
          <div className="grid gap-1.5">
            <Label htmlFor="dataset-name">{t('create.name')}</Label>
            <Input
              id="dataset-name"
              autoFocus
              placeholder={t('create.namePlaceholder')}
              aria-invalid={Boolean(nameError)}
              aria-describedby={nameError ? 'dataset-name-error' : undefined}
              data-testid="dataset-name-input"
              {...form.register('name')}
            />
            <FormMessage id="dataset-name-error" message={nameError} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="dataset-description">{t('create.descriptionLabel')}</Label>
            <Textarea
              id="dataset-description"
              rows={3}
              placeholder={t('create.descriptionPlaceholder')}
              aria-invalid={Boolean(descriptionError)}
              data-testid="dataset-description-input"
              {...form.register('description')}
            />
            <FormMessage id="dataset-description-error" message={descriptionError} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
              {tc('cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending} data-testid="create-dataset-submit">
              {create.isPending ? <Loader2 className="animate-spin" /> : <Plus />}
              {t('create.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
