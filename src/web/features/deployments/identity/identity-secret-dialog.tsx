import { AlertTriangle, Check, Copy, KeyRound, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Button } from '../../../components/ui/button';
import { useCopy } from '../../../components/ui/code-block';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { useRotateIdentitySecret } from '../api/identity-secret';

/** Creates (or, after a warning, rotates) the identity secret and shows it once; closing the dialog forgets it. */
export function IdentitySecretDialog({ agentId, configured }: { agentId: string; configured: boolean }) {
  const { t } = useTranslation('deployments');
  const [open, setOpen] = useState(false);
  const { copied, copy } = useCopy();
  const rotate = useRotateIdentitySecret(agentId);
  const created = rotate.data;

  const onOpenChange = (next: boolean) => {
    if (rotate.isPending) return;
    setOpen(next);
    if (!next) rotate.reset();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant={configured ? 'outline' : 'default'} data-testid="identity-secret-create">
          <KeyRound />
          {configured ? t('identity.rotate') : t('identity.create')}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="identity-secret-dialog">
        <DialogHeader>
          <DialogTitle>{created ? t('identity.createdTitle') : configured ? t('identity.rotateTitle') : t('identity.createTitle')}</DialogTitle>
          <DialogDescription>{created ? t('identity.createdDescription') : configured ? t('identity.rotateDescription') : t('identity.createDescription')}</DialogDescription>
        </DialogHeader>
        {created ? (
          <div className="flex flex-col gap-3">
            <div className="flex items-center gap-2 rounded-md border bg-muted/60 p-2 pl-3">
              <code className="min-w-0 flex-1 break-all font-mono text-sm" data-testid="identity-secret-value">
                {created.secret}
              </code>
              <Button variant="outline" size="sm" onClick={() => void copy(created.secret)}>
                {copied ? <Check className="text-success" /> : <Copy />}
                {copied ? t('code.copied') : t('identity.copy')}
              </Button>
            </div>
            <p role="alert" className="flex items-start gap-2 rounded-md bg-warning/10 px-3 py-2 text-sm text-warning">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('identity.shownOnce')}
            </p>
          </div>
        ) : (
          rotate.isError && <InlineError error={rotate.error} />
        )}
        <DialogFooter>
          {created ? (
            <Button onClick={() => onOpenChange(false)} data-testid="identity-secret-done">
              {t('identity.done')}
            </Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('actions.cancel')}
              </Button>
              <Button variant={configured ? 'destructive' : 'default'} onClick={() => rotate.mutate()} disabled={rotate.isPending} data-testid="identity-secret-confirm">
                {rotate.isPending && <Loader2 className="animate-spin" />}
                {configured ? t('identity.rotateConfirm') : t('identity.create')}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
