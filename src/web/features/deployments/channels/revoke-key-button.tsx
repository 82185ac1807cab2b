import { Loader2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
import { useRevokePlatformKey } from '../api/revoke-platform-key';

export function RevokeKeyButton({ projectId, keyId, name }: { projectId: string; keyId: string; name: string }) {
  const { t } = useTranslation('deployments');
  const revoke = useRevokePlatformKey(projectId, {
    onSuccess: () => toast({ title: t('keys.revoked'), description: t('keys.revokedDescription', { name }) }),
    onError: (error) =>
      toast({ title: t('keys.revokeFailed'), description: error instanceof ApiError ? error.serverMessage : error.message, variant: 'destructive' }),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" disabled={revoke.isPending} data-testid="platform-key-revoke">
          {revoke.isPending ? <Loader2 className="animate-spin" /> : <Trash2 />}
          {t('keys.revoke')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('keys.revokeTitle', { name })}</AlertDialogTitle>
          <AlertDialogDescription>{t('keys.revokeBody')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('actions.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
            onClick={() => revoke.mutate(keyId)}
            data-testid="platform-key-revoke-confirm"
          >
            {t('keys.revoke')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
