import { useTranslation } from 'react-i18next';
import type { VisitorBudgets } from '@common/budgets';
import { BUDGET_KEYS } from './budgets-draft';

/** The budgets as a role that cannot build sees them. */
export function VisitorBudgetsSummary({ budgets }: { budgets: VisitorBudgets }) {
  const { t, i18n } = useTranslation('deployments');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-4 sm:grid-cols-2">
        {BUDGET_KEYS.map((key) => {
          const value = budgets[key];
          return (
            <div key={key} className="flex min-w-0 flex-col gap-1">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t(`budgets.${key}.label`)}</dt>
              <dd className="text-sm" data-testid={`budget-${key}-value`}>
                {value === null ? t('budgets.unlimited') : number.format(value)}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="text-xs text-muted-foreground" data-testid="budgets-read-only">
        {t('budgets.readOnly')}
      </p>
    </div>
  );
}
