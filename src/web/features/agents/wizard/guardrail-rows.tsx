import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GUARDRAIL_ACTIONS } from '@common/guardrails';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import type { WizardValues } from './form-schema';

export type ActionCheck = 'topics' | 'injection' | 'leakage';
export type SwitchCheck = ActionCheck | 'pii' | 'length' | 'links' | 'judge';

/** A check's switch, name and description; with an action select when the check has one and is on. */
export function GuardrailRow({ check, children }: { check: SwitchCheck; children?: React.ReactNode }) {
  const { t } = useTranslation('wizard');
  const { control } = useFormContext<WizardValues>();
  const enabled = useWatch({ control, name: `guardrails.${check}.enabled` }) === true;
  const hasAction = check === 'topics' || check === 'injection' || check === 'leakage';
  return (
    <div className="grid gap-3 rounded-lg border p-3" data-testid={`guardrail-${check}`}>
      <div className="flex items-start gap-3">
        <label htmlFor={`guardrail-${check}-on`} className="min-w-0 flex-1 cursor-pointer">
          <span className="block text-sm font-medium">{t(`guardrails.checks.${check}.name`)}</span>
          <span className="block text-xs text-muted-foreground">{t(`guardrails.checks.${check}.description`)}</span>
        </label>
        <Controller
          control={control}
          name={`guardrails.${check}.enabled`}
          render={({ field }) => <Switch id={`guardrail-${check}-on`} checked={field.value === true} onCheckedChange={field.onChange} />}
        />
      </div>
      {enabled && hasAction && <ActionSelect check={check} />}
      {enabled && children}
    </div>
  );
}

function ActionSelect({ check }: { check: ActionCheck }) {
  const { t } = useTranslation('wizard');
  const { control } = useFormContext<WizardValues>();
  const id = `guardrail-${check}-action`;
  return (
    <div className="grid gap-1.5 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-3">
      <label htmlFor={id} className="text-xs font-medium">
        {t('guardrails.action')}
      </label>
      <Controller
        control={control}
        name={`guardrails.${check}.action`}
        render={({ field }) => (
          <Select value={field.value ?? 'refuse'} onValueChange={field.onChange}>
            <SelectTrigger id={id} className="sm:w-96">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {GUARDRAIL_ACTIONS.map((action) => (
                <SelectItem key={action} value={action}>
                  {t(`guardrails.actions.${action}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </div>
  );
}
