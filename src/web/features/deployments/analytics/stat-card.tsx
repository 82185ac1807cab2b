import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  value: string;
  tone?: 'warning';
}

export function StatCard({ icon: Icon, label, value, tone }: StatCardProps) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-4 sm:p-5">
        <span className={cn('hidden size-9 shrink-0 items-center sm:flex justify-center rounded-md bg-primary/10 text-primary', tone === 'warning' && 'bg-warning/15 text-warning')}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm text-muted-foreground">{label}</span>
          <span className="text-xl font-semibold tabular-nums">{value}</span>
        </span>
      </CardContent>
    </Card>
  );
}
