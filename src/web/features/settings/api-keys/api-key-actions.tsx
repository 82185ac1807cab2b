import { Loader2, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderKeyStatus } from '@common/provider-keys';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useCheckApiKey } from './api/check-api-key';
import { useRemoveApiKey } from './api/remove-api-key';

const messageOf = (error: Error) => (error instanceof ApiError ? error.serverMessage : error.message);

/** Check key (a minimal real call) and Remove (only for a key stored in this project). */
export function ApiKeyActions({ projectId, status }: { projectId: string; status: ProviderKeyStatus }) {
  const { t } = useTranslation('apiKeys');
  const providerName = t(`providers.${status.provider}.name`);
  const [removing, setRemoving] = useState(false);
  const check = useCheckApiKey(projectId, {
    onSuccess: (result) =>
      toast(
        result.ok
          ? { title: t('toasts.checkOk'), description: result.message }
          : { title: t('toasts.checkFailed'), description: result.message, variant: 'destructive' },
      ),
    onError: (error) => toast({ title: t('toasts.checkFailed'), description: messageOf(error), variant: 'destructive' }),
  });
  const remove = useRemoveApiKey(projectId, {
    onSuccess: () => {
      setRemoving(false);
      toast({ title: t('toasts.removed'), description: t('toasts.removedDescription', { provider: providerName }) });
    },
    onError: (error) => toast({ title: t('toasts.removeFailed'), description: messageOf(error), variant: 'destructive' }),
  });
  if (status.status === 'not_set') return null;

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => check.mutate(status.provider)} disabled={check.isPending} data-testid="apikey-check">
        {check.isPending ? <Loader2 className="animate-spin" /> : <ShieldCheck />}
        {check.isPending ? t('actions.checking') : t('actions.check')}
      </Button>
      {!status.fromInstance && (
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" disabled={remove.isPending} onClick={() => setRemoving(true)} data-testid="apikey-remove">
          {remove.isPending ? <Loader2 className="animate-spin" /> : <Trash2 />}
          {t('actions.remove')}
        </Button>
      )}
      {removing && (
        <ConfirmDeleteDialog
          testId="apikey-remove-dialog"
          confirmTestId="apikey-remove-confirm"
          title={t('remove.title', { provider: providerName })}
          description={t('remove.body', { provider: providerName })}
          actionLabel={t('actions.remove')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(status.provider)}
          onClose={() => setRemoving(false)}
        />
      )}
    </div>
  );
}
