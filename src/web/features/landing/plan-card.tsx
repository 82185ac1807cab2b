import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PREMIUM_TRIAL_DAYS, UNLIMITED, formatPlanPrice, type Plan } from '@common/plans';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

/** plans.ts keys start with the namespace ('plans.free.name'); i18next wants them without it. */
const inPlans = (key: string) => key.replace(/^plans\./, '');

type LimitKind = 'projects' | 'agents' | 'runs';

/** One pricing card; everything but the button labels comes from the plan table. */
export function PlanCard({ plan, featured }: { plan: Plan; featured: boolean }) {
  const { t } = useTranslation('landing');
  const { t: tp } = useTranslation('plans');

  const limit = (kind: LimitKind, value: number) =>
    value === UNLIMITED ? tp(`limits.${kind}Unlimited`) : tp(`limits.${kind}`, { count: value });
  // A feature may repeat a limit ('Unlimited agents'), so each line is listed once.
  const lines = new Set([
    limit('projects', plan.maxProjects),
    limit('agents', plan.maxAgents),
    limit('runs', plan.maxMonthlyRuns),
    ...plan.featureKeys.map((key) => tp(inPlans(key))),
  ]);

  return (
    <Card
      data-testid={`plan-${plan.id}`}
      className={cn('relative flex flex-col p-7', featured && 'border-primary shadow-lg ring-1 ring-primary')}
    >
      {featured && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">{t('pricing.mostPopular')}</Badge>
      )}
      <h3 className="text-lg font-semibold">{tp(inPlans(plan.nameKey))}</h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{formatPlanPrice(plan)}</span>
        <span className="text-muted-foreground">{tp('perMonth')}</span>
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        {featured ? t('pricing.trialNote', { days: PREMIUM_TRIAL_DAYS }) : t('pricing.freeNote')}
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-3 border-t pt-6 text-sm">
        {[...lines].map((line) => (
          <li key={line} className="flex items-start gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant={featured ? 'default' : 'outline'} className="mt-8 w-full">
        <a href="/api/login">{featured ? t('pricing.startTrial') : t('pricing.getStarted')}</a>
      </Button>
    </Card>
  );
}
