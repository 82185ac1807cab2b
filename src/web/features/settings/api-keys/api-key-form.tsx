import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AZURE_DEFAULT_API_VERSION, PROVIDER_KEY_META, type ProviderKeyStatus } from '@common/provider-keys';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useSaveApiKey } from './api/save-api-key';
import { keyFormSchema, type KeyForm } from './key-form-schema';

/** Saving sends the key once; the input then clears and only the masked hint is ever shown. */
export function ApiKeyForm({ projectId, status }: { projectId: string; status: ProviderKeyStatus }) {
  const { t } = useTranslation('apiKeys');
  const { provider } = status;
  const meta = PROVIDER_KEY_META[provider];
  const savedBaseUrl = status.fromInstance ? '' : (status.baseUrl ?? '');
  const form = useForm<KeyForm>({
    resolver: zodResolver(keyFormSchema(provider)),
    defaultValues: { key: '', baseUrl: savedBaseUrl, apiVersion: status.apiVersion ?? '' },
  });
  const save = useSaveApiKey(projectId, {
    onSuccess: (saved) => {
      form.reset({ key: '', baseUrl: saved.baseUrl ?? '', apiVersion: saved.apiVersion ?? '' });
      toast({ title: t('toasts.saved'), description: t('toasts.savedDescription') });
    },
    onError: (error) =>
      toast({ title: t('toasts.saveFailed'), description: error instanceof ApiError ? error.serverMessage : error.message, variant: 'destructive' }),
  });
  const { errors } = form.formState;
  const id = (field: string) => `apikey-${provider}-${field}`;
  const baseUrlLabel = meta.azure ? t('form.azureBase') : meta.baseUrl === 'optional' ? t('form.baseUrlOptional') : t('form.baseUrl');

  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={form.handleSubmit((v) =>
        save.mutate({
          provider,
          name: t(`providers.${provider}.name`),
          keyHash: v.key,
          ...(meta.baseUrl !== 'none' ? { baseUrl: v.baseUrl } : {}),
          ...(meta.azure ? { apiVersion: v.apiVersion } : {}),
        }),
      )}
    >
      {meta.baseUrl !== 'none' && (
        <div className="grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={id('base-url')}>{baseUrlLabel}</Label>
            <Input
              id={id('base-url')}
              type={meta.azure ? 'text' : 'url'}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={status.fromInstance && status.baseUrl ? status.baseUrl : t(`providers.${provider}.baseUrlPlaceholder`)}
              aria-invalid={Boolean(errors.baseUrl)}
              aria-describedby={errors.baseUrl ? id('base-url-error') : undefined}
              data-testid="apikey-base-url"
              {...form.register('baseUrl')}
            />
            {errors.baseUrl?.message && (
              <p id={id('base-url-error')} className="text-xs text-destructive">
                {t(`errors.${errors.baseUrl.message}`)}
              </p>
            )}
          </div>
          {meta.azure && (
            <div className="grid gap-1.5">
              <Label htmlFor={id('api-version')}>{t('form.apiVersion')}</Label>
              <Input
                id={id('api-version')}
                autoComplete="off"
                spellCheck={false}
                placeholder={AZURE_DEFAULT_API_VERSION}
                aria-invalid={Boolean(errors.apiVersion)}
                aria-describedby={id('api-version-hint')}
                className="font-mono"
                data-testid="apikey-api-version"
                {...form.register('apiVersion')}
              />
              <p id={id('api-version-hint')} className={errors.apiVersion ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
                {errors.apiVersion?.message ? t(`errors.${errors.apiVersion.message}`) : t('form.apiVersionHint', { version: AZURE_DEFAULT_API_VERSION })}
              </p>
            </div>
          )}
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={id('key')}>{meta.keyRequired ? t('form.key') : t('form.keyOptional')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={id('key')}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            placeholder={status.hint && !status.fromInstance ? t('form.replacePlaceholder', { hint: status.hint }) : t(`providers.${provider}.placeholder`)}
            aria-invalid={Boolean(errors.key)}
            className="font-mono"
            data-testid="apikey-input"
            {...form.register('key')}
          />
          <Button type="submit" disabled={save.isPending} className="shrink-0" data-testid="apikey-save">
            {save.isPending ? <Loader2 className="animate-spin" /> : <Save />}
            {t('form.save')}
          </Button>
        </div>
        {errors.key?.message ? (
          <p className="text-xs text-destructive">{t(`errors.${errors.key.message}`)}</p>
        ) : (
          !meta.keyRequired &&
          status.hint &&
          !status.fromInstance && <p className="text-xs text-muted-foreground">{t('form.emptyKeyRemoves', { hint: status.hint })}</p>
        )}
      </div>
    </form>
  );
}
