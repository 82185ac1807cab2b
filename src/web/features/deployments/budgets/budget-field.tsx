import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VISITOR_BUDGET_BOUNDS } from '@common/budgets';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import type { BudgetDraft, BudgetKey } from './budgets-draft';

interface BudgetFieldProps {
  budget: BudgetKey;
  draft: BudgetDraft;
  invalid: boolean;
  onChange: (draft: BudgetDraft) => void;
}

/** One budget: a 'Limit' switch, and the number it limits to (an 'Unlimited' box while off). */
export function BudgetField({ budget, draft, invalid, onChange }: BudgetFieldProps) {
  const { t, i18n } = useTranslation('deployments');
  const id = useId();
  // focus the box when the user turns the limit on, not when the form opens with it on
  const [focusBox, setFocusBox] = useState(false);
  const number = new Intl.NumberFormat(i18n.language);
  const bounds = { min: number.format(VISITOR_BUDGET_BOUNDS[budget].min), max: number.format(VISITOR_BUDGET_BOUNDS[budget].max) };
  const label = t(`budgets.${budget}.label`);
  const showError = draft.limited && invalid;

  return (
    <div className="flex flex-col gap-2 rounded-md border p-4" data-testid={`budget-${budget}`}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Label htmlFor={`${id}-value`} className="leading-snug">
          {label}
        </Label>
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-limit`}
            checked={draft.limited}
            onCheckedChange={(limited) => {
              setFocusBox(limited);
              onChange({ ...draft, limited });
            }}
            data-testid={`budget-${budget}-limit`}
          />
          <Label htmlFor={`${id}-limit`} className="font-normal">
            {t('budgets.limit')}
            <span className="sr-only"> {label}</span>
          </Label>
        </div>
      </div>
      {/* grows, so that the boxes of side-by-side budgets line up whatever the length of the help */}
      <p id={`${id}-help`} className="flex-1 text-xs text-muted-foreground">
        {t(`budgets.${budget}.help`)}
      </p>
      {draft.limited ? (
        <Input
          id={`${id}-value`}
          type="number"
          inputMode="numeric"
          min={VISITOR_BUDGET_BOUNDS[budget].min}
          max={VISITOR_BUDGET_BOUNDS[budget].max}
          step={1}
          autoFocus={focusBox}
          aria-invalid={showError}
          aria-describedby={`${id}-range ${id}-help`}
          value={draft.text}
          onChange={(e) => onChange({ ...draft, text: e.target.value })}
          data-testid={`budget-${budget}-input`}
        />
      ) : (
        <p className="flex h-9 items-center rounded-md border border-dashed bg-muted/40 px-3 text-sm text-muted-foreground" data-testid={`budget-${budget}-unlimited`}>
          {t('budgets.unlimited')}
        </p>
      )}
      <p id={`${id}-range`} className={cn('text-xs', showError ? 'text-destructive' : 'text-muted-foreground')} data-testid={`budget-${budget}-range`}>
        {showError ? t('budgets.invalid', bounds) : t('budgets.range', bounds)}
      </p>
    </div>
  );
}
