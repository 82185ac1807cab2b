import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_VARIABLES, triggerCondition, WORKFLOW_LIMITS } from '@common/workflows';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { pickOption } from './pick-option';

type Condition = z.output<typeof triggerCondition>;
const OPERATORS = triggerCondition.shape.operator.options;

interface TriggerConditionsEditorProps {
  conditions: Condition[];
  onChange: (conditions: Condition[]) => void;
  /** lets the template variables be inserted into a value field */
  bindValue: (index: number) => { ref: (element: HTMLInputElement | null) => void; onFocus: () => void };
}

/** Rows of `field operator value`; every one must hold for the trigger to start a run. */
export function TriggerConditionsEditor({ conditions, onChange, bindValue }: TriggerConditionsEditorProps) {
  const { t } = useTranslation('workflowBuilder');
  const update = (index: number, patch: Partial<Condition>) => onChange(conditions.map((c, i) => (i === index ? { ...c, ...patch } : c)));

  return (
    <fieldset className="grid gap-2" data-testid="trigger-conditions">
      <legend className="mb-1.5 text-sm font-medium leading-none">{t('trigger.conditions')}</legend>
      <p className="text-xs text-muted-foreground">{t('trigger.conditionsHint')}</p>
      {conditions.length === 0 && <p className="text-xs italic text-muted-foreground">{t('trigger.noConditions')}</p>}
      {conditions.map((condition, i) => {
        const fields: readonly string[] = (TEMPLATE_VARIABLES as readonly string[]).includes(condition.field) ? TEMPLATE_VARIABLES : [condition.field, ...TEMPLATE_VARIABLES];
        return (
          <div key={i} className="grid grid-cols-[1fr_auto] items-start gap-2 rounded-md border p-2 sm:grid-cols-[10rem_9rem_1fr_auto] sm:border-0 sm:p-0" data-testid="trigger-condition-row">
            <Select value={condition.field} onValueChange={(value) => update(i, { field: value })}>
              <SelectTrigger aria-label={t('trigger.field', { index: i + 1 })} className="font-mono text-xs">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {fields.map((field) => (
                  <SelectItem key={field} value={field} className="font-mono text-xs">
                    {field}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select value={condition.operator} onValueChange={(value) => update(i, { operator: pickOption(OPERATORS, value, 'equals') })}>
              <SelectTrigger aria-label={t('trigger.operator', { index: i + 1 })} className="max-sm:col-start-1">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {OPERATORS.map((operator) => (
                  <SelectItem key={operator} value={operator}>
                    {t(`trigger.operators.${operator}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Input
              aria-label={t('trigger.value', { index: i + 1 })}
              placeholder={condition.operator === 'exists' ? t('trigger.valueUnused') : t('trigger.valuePlaceholder')}
              disabled={condition.operator === 'exists'}
              value={condition.operator === 'exists' ? '' : condition.value}
              onChange={(e) => update(i, { value: e.target.value })}
              className="max-sm:col-start-1"
              {...bindValue(i)}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="max-sm:col-start-2 max-sm:row-start-1"
              aria-label={t('trigger.removeCondition', { index: i + 1 })}
              title={t('trigger.removeCondition', { index: i + 1 })}
              onClick={() => onChange(conditions.filter((_, j) => j !== i))}
            >
              <X />
            </Button>
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={conditions.length >= WORKFLOW_LIMITS.conditions}
        onClick={() => onChange([...conditions, { field: 'user.email', operator: 'exists', value: '' }])}
        data-testid="add-trigger-condition"
      >
        <Plus />
        {t('trigger.addCondition')}
      </Button>
    </fieldset>
  );
}
