import { Loader2, ShieldCheck, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProviderKeyStatus } from '@common/provider-keys';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
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
    onSuccess: () => toast({ title: t('toasts.removed'), description: t('toasts.removedDescription', { provider: providerName }) }),
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
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" disabled={remove.isPending} data-testid="apikey-remove">
              {remove.isPending ? <Loader2 className="animate-spin" /> : <Trash2 />}
              {t('actions.remove')}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('remove.title', { provider: providerName })}</AlertDialogTitle>
              <AlertDialogDescription>{t('remove.body', { provider: providerName })}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('actions.cancel')}</AlertDialogCancel>
              <AlertDialogAction
                className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
                onClick={() => remove.mutate(status.provider)}
                data-testid="apikey-remove-confirm"
              >
                {t('actions.remove')}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
    </div>
  );
}
