import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useDeleteVersion } from '../api/delete-version';
import { DELETE_CONFIRM_WORD, isDeleteConfirmed } from './delete-confirmation';

interface DeleteVersionDialogProps {
  agentId: string;
  version: AgentVersion | null;
  projectId: string;
  onClose: () => void;
  onDeleted: () => void;
}

/** Step 1 confirms, step 2 needs ELIMINAR; cancelling goes back to step 1 with an empty input. */
export function DeleteVersionDialog({ agentId, version, projectId, onClose, onDeleted }: DeleteVersionDialogProps) {
  const { t } = useTranslation('deployments');
  const [step, setStep] = useState<1 | 2>(1);
  const [typed, setTyped] = useState('');
  const reset = () => {
    setStep(1);
    setTyped('');
  };
  const remove = useDeleteVersion(agentId, projectId, {
    onSuccess: () => {
      toast({ title: t('delete.deleted'), description: t('delete.deletedDescription', { version: version?.version }) });
      reset();
      onDeleted();
    },
    onError: () => toast({ title: t('toasts.error'), description: t('delete.failed'), variant: 'destructive' }),
  });
  const cancel = () => {
    reset();
    onClose();
  };

  return (
    <AlertDialog open={version !== null} onOpenChange={(open) => !open && !remove.isPending && cancel()}>
      <AlertDialogContent data-testid="delete-version-dialog" data-step={step}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title', { version: version?.version })}</AlertDialogTitle>
          <AlertDialogDescription>{step === 1 ? t('delete.step1') : t('delete.step2')}</AlertDialogDescription>
        </AlertDialogHeader>
        {step === 2 && (
          <form
            id="delete-version-form"
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (version && isDeleteConfirmed(typed) && !remove.isPending) remove.mutate(version.id);
            }}
          >
            <Label htmlFor="delete-confirm-input">
              <Trans
                t={t}
                i18nKey="delete.typeLabel"
                values={{ word: DELETE_CONFIRM_WORD }}
                components={{ word: <span className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs font-semibold tracking-wide" data-testid="delete-confirm-word" /> }}
              />
            </Label>
            {/* the word is the product's, in every language; no placeholder, which would read as already typed */}
            <Input
              id="delete-confirm-input"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-describedby="delete-confirm-hint"
              autoComplete="off"
              autoFocus
              disabled={remove.isPending}
              data-testid="delete-confirm-input"
            />
            <p id="delete-confirm-hint" className="text-xs text-muted-foreground" data-testid="delete-confirm-hint">
              {t('delete.typeHint', { word: DELETE_CONFIRM_WORD })}
            </p>
          </form>
        )}
        <AlertDialogFooter>
          <Button variant="outline" onClick={cancel} disabled={remove.isPending} data-testid="delete-cancel">
            {t('actions.cancel')}
          </Button>
          {step === 1 ? (
            <Button variant="destructive" onClick={() => setStep(2)} data-testid="delete-continue">
              {t('delete.continue')}
            </Button>
          ) : (
            <Button
              type="submit"
              form="delete-version-form"
              variant="destructive"
              disabled={!isDeleteConfirmed(typed) || remove.isPending}
              data-testid="delete-final"
            >
              {remove.isPending ? <Loader2 className="animate-spin" /> : <Trash2 />}
              {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
