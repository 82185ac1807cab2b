import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';

interface AnalyticsSectionCardProps {
  title: string;
  description?: string;
  /** set when the range has nothing to show: the sentence replaces the content */
  empty?: string | null;
  className?: string;
  testId: string;
  children: ReactNode;
}

export function AnalyticsSectionCard({ title, description, empty, className, testId, children }: AnalyticsSectionCardProps) {
  return (
    <Card className={cn('flex min-w-0 flex-col', className)} data-testid={testId}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex min-w-0 flex-1 flex-col">
        {empty ? (
          <p className="flex flex-1 items-center justify-center rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground" data-testid={`${testId}-empty`}>
            {empty}
          </p>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
