import type { ReactNode } from 'react';
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
} from './ui/alert-dialog';
import { buttonVariants } from './ui/button';

/**
 * A destructive confirmation that stays open while the deletion runs (the caller closes it on
 * success). `testId` names the dialog; its confirm button is `confirmTestId`, by default
 * `confirm-${testId without -dialog}`.
 */
export function ConfirmDeleteDialog({
  testId,
  confirmTestId = `confirm-${testId.replace(/-dialog$/, '')}`,
  title,
  description,
  actionLabel,
  pending,
  onConfirm,
  onClose,
}: {
  testId: string;
  confirmTestId?: string;
  title: string;
  description: ReactNode;
  actionLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent data-testid={testId}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription className="grid gap-2 break-words">{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('cancel')}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={pending}
            data-testid={confirmTestId}
            onClick={(e) => {
              e.preventDefault();
              onConfirm();
            }}
          >
            {actionLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
