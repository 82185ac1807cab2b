import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { LINKED_CARD, StretchedLink } from './card-link';
import type { Tone } from './dashboard-figures';

const TONE_CLASS: Record<Tone, string> = {
  positive: 'text-success',
  negative: 'text-destructive',
  neutral: 'text-muted-foreground',
};

interface MetricCardProps {
  title: string;
  value: string;
  icon: LucideIcon;
  change?: { text: string; tone: Tone };
  /** a line under the value saying what it leaves out */
  note?: string;
  /** the page the card summarises; the whole card opens it */
  href: string;
  testId: string;
}

export function MetricCard({ title, value, icon: Icon, change, note, href, testId }: MetricCardProps) {
  return (
    <Card className={LINKED_CARD} data-testid={testId}>
      <CardContent className="flex items-start justify-between gap-4 pt-5">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">
            <StretchedLink href={href}>{title}</StretchedLink>
          </p>
          <p className="mt-1 truncate text-2xl font-bold tabular-nums" data-testid={`${testId}-value`}>
            {value}
          </p>
          {note && (
            <p className="mt-1 text-xs text-muted-foreground" data-testid={`${testId}-note`}>
              {note}
            </p>
          )}
          {change && (
            <p className={cn('mt-1 text-xs', TONE_CLASS[change.tone])} data-testid={`${testId}-change`}>
              {change.text}
            </p>
          )}
        </div>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}
