import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';

interface AnalyticsMetricCardProps {
  title: string;
  /** null: the server had nothing to measure; the hint then says why */
  value: string | null;
  hint?: string;
  icon: LucideIcon;
  testId: string;
}

export function AnalyticsMetricCard({ title, value, hint, icon: Icon, testId }: AnalyticsMetricCardProps) {
  return (
    <Card data-testid={testId}>
      <CardContent className="flex items-start justify-between gap-3 p-4 sm:p-5">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{title}</p>
          <p className="mt-1 truncate text-2xl font-bold tabular-nums" data-testid={`${testId}-value`}>
            {value ?? <span aria-hidden="true">—</span>}
          </p>
          {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
        </div>
        <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground sm:flex">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}
