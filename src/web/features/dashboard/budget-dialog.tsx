import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { updateProjectBody, type UpdateProjectBody } from '@common/projects';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { formatMoney } from '../../lib/format-money';
import { useUpdateProject } from './api/update-project';

/** The rule each zod issue code of the budget schema stands for (dashboard:budgetDialog.errors.*). */
const ERROR_KEYS: Record<string, string> = {
  invalid_type: 'notANumber',
  too_small: 'tooSmall',
  too_big: 'tooBig',
  custom: 'tooManyDecimals',
};

/** 'Edit budget' on the This Month card: the project's monthly budget in US dollars. */
export function BudgetDialog({ projectId, budget, className }: { projectId: string; budget: number; className?: string }) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className={className} data-testid="edit-budget">
          <Pencil aria-hidden="true" />
          {t('budgetDialog.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-sm" data-testid="budget-dialog">
        <DialogHeader>
          <DialogTitle>{t('budgetDialog.title')}</DialogTitle>
          <DialogDescription>{t('budgetDialog.description')}</DialogDescription>
        </DialogHeader>
        {/* mounted on each opening, so it starts from the saved budget */}
        <BudgetForm projectId={projectId} budget={budget} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function BudgetForm({ projectId, budget, onSaved }: { projectId: string; budget: number; onSaved: () => void }) {
  const { t } = useTranslation('dashboard');
  const form = useForm<UpdateProjectBody>({ resolver: zodResolver(updateProjectBody), defaultValues: { monthlyBudget: budget } });
  const save = useUpdateProject(projectId);
  const error = form.formState.errors.monthlyBudget;
  const errorKey = error?.type ? ERROR_KEYS[error.type] : undefined;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        toast({ title: t('budgetDialog.saved'), description: t('budgetDialog.savedDescription', { budget: formatMoney(saved.monthlyBudget) }) });
        onSaved();
      },
      onError: (failure) =>
        toast({
          title: t('budgetDialog.saveFailed'),
          description: failure instanceof ApiError ? failure.serverMessage : failure.message,
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-1.5">
        <Label htmlFor="monthly-budget">{t('budgetDialog.label')}</Label>
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground" aria-hidden="true">
            $
          </span>
          <Input
            id="monthly-budget"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            autoComplete="off"
            className="pl-7 tabular-nums"
            aria-invalid={Boolean(error)}
            aria-describedby="monthly-budget-hint"
            data-testid="budget-input"
            {...form.register('monthlyBudget', { valueAsNumber: true })}
          />
        </div>
        <p id="monthly-budget-hint" className={error ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'} aria-live="polite">
          {error ? (errorKey ? t(`budgetDialog.errors.${errorKey}`) : error.message) : t('budgetDialog.hint')}
        </p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('budgetDialog.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending} data-testid="budget-save">
          {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {t('budgetDialog.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
