import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { useCreateTestCase } from './api/create-test-case';
import { errorMessage } from './error-message';

const NAME_PREVIEW = 60;

interface SaveTestCaseDialogProps {
  agentId: string;
  /** the test that was run; null keeps the dialog closed */
  source: { input: string; output: string } | null;
  onClose: () => void;
}

export function SaveTestCaseDialog({ agentId, source, onClose }: SaveTestCaseDialogProps) {
  const { t } = useTranslation('testConsole');
  return (
    <Dialog open={source !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('saveCase.title')}</DialogTitle>
          <DialogDescription>{t('saveCase.description')}</DialogDescription>
        </DialogHeader>
        {source && <SaveTestCaseForm agentId={agentId} source={source} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function SaveTestCaseForm({ agentId, source, onDone }: { agentId: string; source: { input: string; output: string }; onDone: () => void }) {
  const { t } = useTranslation('testConsole');
  const [name, setName] = useState(() => (source.input.length > NAME_PREVIEW ? `${source.input.slice(0, NAME_PREVIEW)}…` : source.input));
  const [expected, setExpected] = useState(source.output);
  const create = useCreateTestCase(agentId, {
    onSuccess: () => {
      toast({ title: t('toasts.caseSaved'), description: t('toasts.caseSavedDescription') });
      onDone();
    },
    onError: (error) => toast({ title: t('toasts.caseSaveFailed'), description: errorMessage(error, t), variant: 'destructive' }),
  });
  const nameMissing = !name.trim();

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (nameMissing) return;
        create.mutate({ name: name.trim(), input: source.input, expectedOutput: expected, actualOutput: source.output });
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="case-name">{t('saveCase.name')}</Label>
        <Input id="case-name" value={name} maxLength={255} onChange={(e) => setName(e.target.value)} aria-invalid={nameMissing} data-testid="case-name" />
        {nameMissing && <p className="text-xs text-destructive">{t('saveCase.nameRequired')}</p>}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="case-input">{t('saveCase.input')}</Label>
        <Textarea id="case-input" value={source.input} readOnly rows={2} className="bg-muted" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="case-expected">{t('saveCase.expected')}</Label>
        <Textarea id="case-expected" value={expected} onChange={(e) => setExpected(e.target.value)} rows={5} data-testid="case-expected" />
        <p className="text-xs text-muted-foreground">{t('cases.passRule')}</p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending || nameMissing} data-testid="case-save">
          {create.isPending && <Loader2 className="animate-spin" />}
          {t('saveCase.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
