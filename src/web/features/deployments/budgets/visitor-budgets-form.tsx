import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitorBudgets } from '@common/budgets';
import { InlineError } from '../../../components/inline-error';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useSaveVisitorBudgets } from '../api/save-visitor-budgets';
import { BudgetField } from './budget-field';
import { BUDGET_KEYS, budgetsDiffer, readBudgetsDraft, toBudgetsDraft, type BudgetsDraft } from './budgets-draft';

interface VisitorBudgetsFormProps {
  agentId: string;
  /** the stored budgets; remount the form (key) when they change */
  budgets: VisitorBudgets;
}

export function VisitorBudgetsForm({ agentId, budgets }: VisitorBudgetsFormProps) {
  const { t } = useTranslation('deployments');
  const [draft, setDraft] = useState<BudgetsDraft>(() => toBudgetsDraft(budgets));
  const save = useSaveVisitorBudgets(agentId, {
    onSuccess: () => toast({ title: t('budgets.saved'), description: t('budgets.savedDescription') }),
  });
  const read = readBudgetsDraft(draft);
  const changed = read.budgets !== null && budgetsDiffer(read.budgets, budgets);

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      aria-label={t('budgets.title')}
      onSubmit={(e) => {
        e.preventDefault();
        if (read.budgets && changed) save.mutate(read.budgets);
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {BUDGET_KEYS.map((key) => (
          <BudgetField
            key={key}
            budget={key}
            draft={draft[key]}
            invalid={read.invalid.includes(key)}
            onChange={(next) => {
              save.reset();
              setDraft({ ...draft, [key]: next });
            }}
          />
        ))}
      </div>
      {/* untinted: on a dark card the red tint leaves the red text under 4.5:1 (axe color-contrast) */}
      {save.error && <InlineError error={save.error} className="bg-transparent" />}
      <Button type="submit" className="w-fit" disabled={!changed || save.isPending} data-testid="budgets-save">
        {save.isPending ? t('actions.saving') : t('actions.save')}
      </Button>
    </form>
  );
}
