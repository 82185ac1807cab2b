import { Loader2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AgentVersion } from '@common/versions';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';

interface RollbackDialogProps {
  version: AgentVersion | null;
  activeVersion: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** One click (and this confirmation) makes an earlier version the one the API, widget and channels serve. */
export function RollbackDialog({ version, activeVersion, pending, onConfirm, onClose }: RollbackDialogProps) {
  const { t } = useTranslation('deployments');
  return (
    <AlertDialog open={version !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent data-testid="rollback-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('rollback.title', { version: version?.version })}</AlertDialogTitle>
          <AlertDialogDescription>
            {activeVersion ? t('rollback.description', { version: version?.version, active: activeVersion }) : t('rollback.descriptionNoActive', { version: version?.version })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={pending} data-testid="rollback-confirm">
            {pending ? <Loader2 className="animate-spin" /> : <Undo2 />}
            {t('rollback.confirm', { version: version?.version })}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
