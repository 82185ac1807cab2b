import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

/** A short warning under a channel heading: what is missing before the channel can serve visitors. */
export function StateHint({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="flex items-start gap-2 rounded-md bg-warning/10 px-3 py-2 text-sm text-warning" data-testid={testId}>
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
