import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useProjectCan } from '../../../lib/project-role';
import { useVisitorBudgets } from '../api/get-visitor-budgets';
import { VisitorBudgetsForm } from './visitor-budgets-form';
import { VisitorBudgetsSummary } from './visitor-budgets-summary';

/** Deployments > Channels: the most one visitor may use of the agent, on every channel. */
export function VisitorBudgetsCard({ agentId }: { agentId: string }) {
  const { t } = useTranslation('deployments');
  const canBuild = useProjectCan()('build');
  const budgets = useVisitorBudgets(agentId);

  return (
    <Card data-testid="visitor-budgets">
      <CardHeader>
        <CardTitle>{t('budgets.title')}</CardTitle>
        <CardDescription>{t('budgets.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {budgets.isPending && <Skeleton className="h-40" />}
        {budgets.isError && <InlineError error={budgets.error} onRetry={() => void budgets.refetch()} />}
        {budgets.isSuccess &&
          (canBuild ? (
            // a save (or a refetch) with other numbers starts the form again from them
            <VisitorBudgetsForm key={JSON.stringify(budgets.data)} agentId={agentId} budgets={budgets.data} />
          ) : (
            <VisitorBudgetsSummary budgets={budgets.data} />
          ))}
      </CardContent>
    </Card>
  );
}
