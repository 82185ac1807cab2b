import { AlertTriangle, Check, Copy, Loader2, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Button } from '../../../components/ui/button';
import { useCopy } from '../../../components/ui/code-block';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useCreatePlatformKey } from '../api/create-platform-key';

/** Names a new key, then shows it once; closing the dialog forgets it. */
export function CreateKeyDialog({ projectId }: { projectId: string }) {
  const { t } = useTranslation('deployments');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [missingName, setMissingName] = useState(false);
  const { copied, copy } = useCopy();
  const create = useCreatePlatformKey(projectId);
  const created = create.data;

  const onOpenChange = (next: boolean) => {
    if (create.isPending) return;
    setOpen(next);
    if (!next) {
      setName('');
      setMissingName(false);
      create.reset();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button data-testid="platform-key-create">
          <Plus />
          {t('keys.create')}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="platform-key-dialog">
        <DialogHeader>
          <DialogTitle>{created ? t('keys.createdTitle') : t('keys.createTitle')}</DialogTitle>
          <DialogDescription>{created ? t('keys.createdDescription', { name: created.name }) : t('keys.createDescription')}</DialogDescription>
        </DialogHeader>
        {created ? (
          <div className="flex flex-col gap-3">
            <div className="flex items-center gap-2 rounded-md border bg-muted/60 p-2 pl-3">
              <code className="min-w-0 flex-1 break-all font-mono text-sm" data-testid="platform-key-value">
                {created.key}
              </code>
              <Button variant="outline" size="sm" onClick={() => void copy(created.key)} data-testid="platform-key-copy">
                {copied ? <Check className="text-success" /> : <Copy />}
                {copied ? t('code.copied') : t('keys.copy')}
              </Button>
            </div>
            <p role="alert" className="flex items-start gap-2 rounded-md bg-warning/10 px-3 py-2 text-sm text-warning">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('keys.shownOnce')}
            </p>
          </div>
        ) : (
          <form
            id={`${id}-form`}
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (!name.trim()) return setMissingName(true);
              create.mutate(name.trim());
            }}
          >
            <Label htmlFor={`${id}-name`}>{t('keys.name')}</Label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={255}
              onChange={(event) => {
                setName(event.target.value);
                setMissingName(false);
              }}
              placeholder={t('keys.namePlaceholder')}
              aria-invalid={missingName}
              autoFocus
              data-testid="platform-key-name"
            />
            {missingName && <p className="text-sm text-destructive">{t('keys.nameRequired')}</p>}
            {create.isError && <InlineError error={create.error} />}
          </form>
        )}
        <DialogFooter>
          {created ? (
            <Button onClick={() => onOpenChange(false)} data-testid="platform-key-done">
              {t('keys.done')}
            </Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" form={`${id}-form`} disabled={create.isPending} data-testid="platform-key-submit">
                {create.isPending && <Loader2 className="animate-spin" />}
                {create.isPending ? t('keys.creating') : t('keys.create')}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
