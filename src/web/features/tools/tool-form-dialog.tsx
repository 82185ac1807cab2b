import { Loader2, Plus, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProjectTool } from '@common/tools';
import { FormMessage } from '../../components/form-message';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { useSaveTool } from './api/save-tool';
import { errorMessage } from './error-message';
import { DatabaseFields } from './database-fields';
import { EndpointFields } from './endpoint-fields';
import { FunctionCodeField } from './function-code-field';
import { SchemaField } from './schema-field';
import { ToolHeadersField } from './tool-headers-field';
import { ToolTypeField } from './tool-type-field';
import { TIMEOUT_BY_TYPE, TOOL_TIMEOUT_MIN_MS } from './tool-form';
import { useToolForm } from './use-tool-form';

/** Create Custom Tool (or edit one): name, type, description, the type's own fields, JSON schema, timeout. */
export function ToolFormDialog({ projectId, tool, onClose }: { projectId: string; tool?: ProjectTool; onClose: () => void }) {
  const { t } = useTranslation('tools');
  const { t: tc } = useTranslation();
  const save = useSaveTool(projectId, tool?.id);
  const { form, showServerError } = useToolForm(tool);
  const { errors } = form.formState;
  const type = form.watch('type');

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        toast(tool ? { title: t('toasts.updated'), description: t('toasts.updatedBody', { name: saved.name }) } : { title: t('toasts.created'), description: t('toasts.createdBody', { name: saved.name }) });
        onClose();
      },
      onError: (error) => {
        if (!showServerError(error)) toast({ variant: 'destructive', title: t('toasts.error'), description: errorMessage(error) });
      },
    }),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl" data-testid="tool-form-dialog">
        <DialogHeader>
          <DialogTitle>{tool ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={(e) => void submit(e)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid content-start gap-1.5">
              <Label htmlFor="tool-name">{t('form.name')}</Label>
              <Input
                id="tool-name"
                autoFocus
                placeholder={t('form.namePlaceholder')}
                aria-invalid={Boolean(errors.name)}
                aria-describedby={errors.name ? 'tool-name-error' : undefined}
                data-testid="tool-name-input"
                {...form.register('name')}
              />
              <FormMessage id="tool-name-error" message={errors.name?.message} />
            </div>
            <ToolTypeField form={form} />
          </div>

          <div className="grid gap-1.5">
            <Label htmlFor="tool-description">{t('form.descriptionLabel')}</Label>
            <Textarea
              id="tool-description"
              rows={2}
              className="min-h-16"
              placeholder={t('form.descriptionPlaceholder')}
              aria-invalid={Boolean(errors.description)}
              aria-describedby={errors.description ? 'tool-description-error' : undefined}
              data-testid="tool-description-input"
              {...form.register('description')}
            />
            <FormMessage id="tool-description-error" message={errors.description?.message} />
          </div>

          {(type === 'api' || type === 'webhook') && (
            <>
              <EndpointFields form={form} />
              <ToolHeadersField form={form} />
            </>
          )}
          {type === 'function' && <FunctionCodeField form={form} />}
          {type === 'database' && <DatabaseFields form={form} />}
          <SchemaField form={form} />

          <div className="grid gap-1.5 sm:max-w-56">
            <Label htmlFor="tool-timeout">{t('form.timeout')}</Label>
            <Input
              id="tool-timeout"
              type="number"
              inputMode="numeric"
              min={TOOL_TIMEOUT_MIN_MS}
              max={TIMEOUT_BY_TYPE[type].max}
              step={1000}
              aria-invalid={Boolean(errors.timeout)}
              aria-describedby={errors.timeout ? 'tool-timeout-error' : 'tool-timeout-hint'}
              data-testid="tool-timeout-input"
              {...form.register('timeout')}
            />
            {errors.timeout ? (
              <FormMessage id="tool-timeout-error" message={errors.timeout.message} />
            ) : (
              <p id="tool-timeout-hint" className="text-xs text-muted-foreground">
                {t('form.timeoutHint', { min: TOOL_TIMEOUT_MIN_MS, max: TIMEOUT_BY_TYPE[type].max, default: TIMEOUT_BY_TYPE[type].default })}
              </p>
            )}
          </div>

          {/* stays in view while the long form scrolls (the dialog's own padding is p-6) */}
          <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-card px-6 py-4">
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              {tc('cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending} data-testid="tool-form-submit">
              {save.isPending ? <Loader2 className="animate-spin" /> : tool ? <Save /> : <Plus />}
              {tool ? t('form.submitEdit') : t('form.submitCreate')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
