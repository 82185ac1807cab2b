import { useTranslation } from 'react-i18next';
import type { AnalyticsSummary } from '@common/projects';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Separator } from '../../components/ui/separator';
import { cn } from '../../lib/cn';
import { useCostText } from '../../lib/cost-text';
import { formatMoney } from '../../lib/format-money';
import { BudgetDialog } from './budget-dialog';
import { LINKED_CARD, StretchedLink } from './card-link';
import { costBreakdown } from './dashboard-figures';

interface MonthCostCardProps {
  summary: AnalyticsSummary;
  projectId: string;
  /** the project's monthly budget in US dollars */
  budget: number;
}

/** The 'This Month' card: real month-to-date cost by source against the project's monthly budget. */
export function MonthCostCard({ summary, projectId, budget }: MonthCostCardProps) {
  const { t } = useTranslation('dashboard');
  const costText = useCostText();
  const unpriced = costText.note(summary.monthUnpricedRuns);
  const { rows, total, budgetUsed } = costBreakdown(summary, budget);
  const over = budgetUsed >= 100;

  return (
    <Card className={LINKED_CARD} data-testid="month-cost">
      <CardHeader className="pb-3">
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="text-base">
            <StretchedLink href="/analytics">{t('monthCost.title')}</StretchedLink>
          </CardTitle>
          {/* raised above the card's link, beside it rather than inside it */}
          <BudgetDialog projectId={projectId} budget={budget} className="relative z-10 -my-1.5 -mr-2 shrink-0" />
        </div>
        <CardDescription data-testid="month-cost-budget">{t('monthCost.description', { budget: formatMoney(budget) })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="flex flex-col gap-2 text-sm">
          {rows.map((row) => (
            <li key={row.key} className="flex items-center justify-between gap-2" data-testid={`month-cost-${row.key}`}>
              <span className="text-muted-foreground">{t(`monthCost.${row.key}`)}</span>
              <span className="tabular-nums">
                {formatMoney(row.amount)}
                <span className="ml-2 inline-block w-10 text-right text-xs text-muted-foreground">
                  {row.percent === null ? '—' : `${row.percent}%`}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <Separator />
        <div className="flex items-center justify-between text-sm font-semibold">
          <span>{t('monthCost.total')}</span>
          <span className="tabular-nums" data-testid="month-cost-total">
            {t('monthCost.ofBudget', { amount: formatMoney(total), budget: formatMoney(budget) })}
          </span>
        </div>
        {unpriced && (
          <p className="-mt-2 text-right text-xs text-muted-foreground" title={costText.hint(summary.monthUnpricedRuns)} data-testid="month-cost-unpriced">
            {unpriced}
          </p>
        )}
        <Progress
          value={Math.min(budgetUsed, 100)}
          aria-label={t('monthCost.budgetUsed', { percent: budgetUsed })}
          indicatorClassName={cn(over ? 'bg-destructive' : budgetUsed >= 80 ? 'bg-warning' : 'bg-primary')}
        />
        <p className={cn('text-xs', over ? 'text-destructive' : 'text-muted-foreground')}>
          {t('monthCost.budgetUsed', { percent: budgetUsed })}
        </p>
      </CardContent>
    </Card>
  );
}
