import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useRevokePlatformKey } from '../api/revoke-platform-key';

export function RevokeKeyButton({ projectId, keyId, name }: { projectId: string; keyId: string; name: string }) {
  const { t } = useTranslation('deployments');
  const [open, setOpen] = useState(false);
  const revoke = useRevokePlatformKey(projectId, {
    onSuccess: () => {
      setOpen(false);
      toast({ title: t('keys.revoked'), description: t('keys.revokedDescription', { name }) });
    },
    onError: (error) =>
      toast({ title: t('keys.revokeFailed'), description: error instanceof ApiError ? error.serverMessage : error.message, variant: 'destructive' }),
  });
  return (
    <>
      <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" disabled={revoke.isPending} onClick={() => setOpen(true)} data-testid="platform-key-revoke">
        {revoke.isPending ? <Loader2 className="animate-spin" /> : <Trash2 />}
        {t('keys.revoke')}
      </Button>
      {open && (
        <ConfirmDeleteDialog
          testId="platform-key-revoke-dialog"
          confirmTestId="platform-key-revoke-confirm"
          title={t('keys.revokeTitle', { name })}
          description={t('keys.revokeBody')}
          actionLabel={t('keys.revoke')}
          pending={revoke.isPending}
          onConfirm={() => revoke.mutate(keyId)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
