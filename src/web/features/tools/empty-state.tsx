import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A dashed panel saying why a list is empty and what to do about it. */
export function EmptyState({ icon: Icon, title, body, action, testId }: { icon: LucideIcon; title: string; body: string; action?: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-14 text-center" data-testid={testId}>
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">{title}</p>
      <p className="max-w-lg text-sm text-muted-foreground">{body}</p>
      {action}
    </div>
  );
}
