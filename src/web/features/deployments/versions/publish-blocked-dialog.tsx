import { Loader2, Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FailingCase } from '@common/versions';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { FailingCasesList } from './failing-cases-list';

interface PublishBlockedDialogProps {
  failingCases: FailingCase[] | null;
  publishing: boolean;
  onPublishAnyway: () => void;
  onClose: () => void;
}

/** A publish stopped by failing test cases: what each expected and what the new version answered; the owner may publish anyway. */
export function PublishBlockedDialog({ failingCases, publishing, onPublishAnyway, onClose }: PublishBlockedDialogProps) {
  const { t } = useTranslation('deployments');
  return (
    <AlertDialog open={failingCases !== null} onOpenChange={(open) => !open && !publishing && onClose()}>
      <AlertDialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" data-testid="publish-blocked-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('publishBlocked.title', { count: failingCases?.length ?? 0 })}</AlertDialogTitle>
          <AlertDialogDescription>{t('publishBlocked.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        {failingCases && <FailingCasesList cases={failingCases} />}
        <AlertDialogFooter>
          <Button variant="outline" onClick={onClose} disabled={publishing} data-testid="publish-blocked-cancel">
            {t('actions.cancel')}
          </Button>
          <Button variant="outline" className="text-destructive hover:text-destructive" onClick={onPublishAnyway} disabled={publishing} data-testid="publish-anyway">
            {publishing ? <Loader2 className="animate-spin" /> : <Rocket />}
            {publishing ? t('publish.publishing') : t('publishBlocked.publishAnyway')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
